import { salesReport } from '../modules/admin/admin-sales-report.service';

export const mailSalesReport = () => salesReport();
