export const formatTitle = (title: string) => title.trim();
