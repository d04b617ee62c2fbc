import { salesReport } from './admin-sales-report.service';

export const getDashboard = () => salesReport();
