import { readSession } from './session';

export const refreshToken = (): unknown => readSession;
