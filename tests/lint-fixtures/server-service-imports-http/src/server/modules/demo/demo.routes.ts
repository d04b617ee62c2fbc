import { currentUser } from '../../http/auth';

export const demoRoutes = { currentUser };
