export const port = 3000;
