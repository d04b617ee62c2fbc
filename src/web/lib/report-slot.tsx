import type { ReportTarget } from '@shared/contract/moderation';
import { createContext, type ReactNode, useContext } from 'react';

export interface ReportableItem {
  targetKind: ReportTarget;
  targetId: number;
  /** The reader's own writing: nothing to report. */
  own: boolean;
}

/**
 * Where a review or a post offers "report". Reviews and questions render this slot beside each item;
 * the page that shows them (composed in src/web/app) fills it with moderation's report button, so
 * neither feature imports the other.
 */
const ReportSlot = createContext<(item: ReportableItem) => ReactNode>(() => null);

export const ReportSlotProvider = ReportSlot.Provider;

export function ReportAction(item: ReportableItem) {
  return useContext(ReportSlot)(item);
}
