import { refreshToken } from './token';

export const readSession = () => refreshToken();
