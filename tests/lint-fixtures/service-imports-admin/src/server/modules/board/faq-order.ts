import { adminTransaction } from '../../domain/admin-transaction';

export const reorderFaqs = (id: number) => adminTransaction(id);
