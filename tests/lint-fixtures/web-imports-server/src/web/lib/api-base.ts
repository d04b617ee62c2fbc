import { port } from '../../server/config';

export const apiBase = `http://localhost:${port}`;
