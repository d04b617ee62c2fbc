import type { AuditFilter } from '../audit/api/get-audit';
import type { CashReceiptFilter } from '../cash-receipts/api/get-cash-receipts';
import type { CodeFilter } from '../coupons/api/get-campaign-codes';
import type { CampaignFilter } from '../coupons/api/get-campaigns';
import type { ContentsFilter } from '../courses/api/get-contents-list';
import type { MemberFilter } from '../members/api/get-members';
import type { MembershipFilter } from '../membership/api/get-memberships';
import type { OrderFilter } from '../orders/api/get-orders';
import type { RefundFilter } from '../refunds/api/get-refunds';
import type { SalesPeriod } from '../reports/api/get-sales-report';
import type { TaxInvoiceFilter } from '../tax-invoices/api/get-tax-invoices';

/**
 * Query keys of the console. A member, order or refund action invalidates `all`: it moves figures on
 * several screens at once (dashboard, lists, details).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  members: (filter: MemberFilter, page: number) => [...adminKeys.all, 'members', filter, page] as const,
  member: (useruid: string) => [...adminKeys.all, 'member', useruid] as const,
  licenses: (page: number) => [...adminKeys.all, 'licenses', page] as const,
  orders: (filter: OrderFilter, page: number) => [...adminKeys.all, 'orders', filter, page] as const,
  order: (paymentid: number) => [...adminKeys.all, 'order', paymentid] as const,
  refunds: (filter: RefundFilter, page: number) => [...adminKeys.all, 'refunds', filter, page] as const,
  taxInvoices: (filter: TaxInvoiceFilter, page: number) =>
    [...adminKeys.all, 'taxInvoices', filter, page] as const,
  cashReceipts: (filter: CashReceiptFilter, page: number) =>
    [...adminKeys.all, 'cashReceipts', filter, page] as const,
  membershipPlan: () => [...adminKeys.all, 'membership', 'plan'] as const,
  memberships: (filter: MembershipFilter, page: number) =>
    [...adminKeys.all, 'memberships', filter, page] as const,
  categories: {
    all: ['admin', 'categories'] as const,
    tree: (locale: string) => [...adminKeys.categories.all, locale] as const,
  },
  contents: {
    all: ['admin', 'contents'] as const,
    list: (filter: ContentsFilter, page: number) => [...adminKeys.contents.all, filter, page] as const,
    search: (q: string) => [...adminKeys.contents.all, 'search', q] as const,
    detail: (contentsid: number) => [...adminKeys.all, 'content', contentsid] as const,
  },
  video: (videoid: number) => [...adminKeys.all, 'video', videoid] as const,
  attendees: (contentsid: number) => [...adminKeys.all, 'attendees', contentsid] as const,
  exams: (contentsid: number) => [...adminKeys.all, 'exams', contentsid] as const,
  terms: (tab: number) => [...adminKeys.all, 'terms', tab] as const,
  coupons: {
    all: ['admin', 'coupons'] as const,
    campaigns: (filter: CampaignFilter, page: number) =>
      [...adminKeys.coupons.all, 'campaigns', filter, page] as const,
    campaign: (campaignId: number | null) => [...adminKeys.coupons.all, 'campaign', campaignId] as const,
    codes: (campaignId: number | null, filter: CodeFilter, page: number) =>
      [...adminKeys.coupons.all, 'codes', campaignId, filter, page] as const,
    targets: (conttype: string | null) => [...adminKeys.coupons.all, 'targets', conttype] as const,
  },
  banners: () => [...adminKeys.all, 'banners'] as const,
  notices: {
    all: ['admin', 'notices'] as const,
    list: (page: number, search: string) => [...adminKeys.notices.all, page, search] as const,
    detail: (noticeid: number) => [...adminKeys.all, 'notice', noticeid] as const,
  },
  faqs: () => [...adminKeys.all, 'faqs'] as const,
  mailOutbox: {
    list: (q: string, page: number) => [...adminKeys.all, 'mail-outbox', 'list', q, page] as const,
    entry: (id: number) => [...adminKeys.all, 'mail-outbox', 'entry', id] as const,
  },
  audit: {
    all: ['admin', 'audit'] as const,
    list: (filter: AuditFilter, page: number) => [...adminKeys.audit.all, 'list', filter, page] as const,
    actions: () => [...adminKeys.audit.all, 'actions'] as const,
  },
  reports: {
    sales: (period: SalesPeriod) => [...adminKeys.all, 'reports', 'sales', period] as const,
    progress: () => [...adminKeys.all, 'reports', 'progress'] as const,
  },
};
