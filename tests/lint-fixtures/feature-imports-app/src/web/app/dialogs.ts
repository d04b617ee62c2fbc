export const confirmTitle = 'confirm';
