import type { ReactNode } from 'react';
import { ReportButton } from '../features/moderation/report-button';
import { ReportSlotProvider } from '../lib/report-slot';

const reportButton = (item: Parameters<typeof ReportButton>[0]) => <ReportButton {...item} />;

/** Moderation's report button beside each review and post of the page inside. */
export function WithReportButtons({ children }: { children: ReactNode }) {
  return <ReportSlotProvider value={reportButton}>{children}</ReportSlotProvider>;
}
