import { adminTransaction } from '../admin/admin-transaction';

export const saveFaq = (id: number) => adminTransaction(id);
