import { paths } from '../../lib/paths';

/** Header menu items with the spec's active rules (§2 "Header"). */
export interface NavItem {
  key: string;
  label: string;
  to?: string;
  /** The route table's pages (by name) on which the item shows as the current one. */
  activeOn: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'campus', label: 'header.campus', to: paths.campus(), activeOn: ['campus', 'courseDetail'] },
  {
    key: 'training',
    label: 'header.training',
    to: paths.training(),
    activeOn: ['training', 'lectureDetail'],
  },
  { key: 'category', label: 'header.allCategories', to: paths.category(), activeOn: ['category'] },
  { key: 'notice', label: 'header.notice', to: paths.notice(), activeOn: ['notice', 'noticeDetail'] },
  { key: 'faq', label: 'header.faq', to: paths.faq(), activeOn: ['faq'] },
  { key: 'metavenus', label: 'header.metavenus', activeOn: [] },
];

/** The member's pages, in the user menu of the header and of the phone's drawer. */
export const USER_LINKS = [
  { to: paths.myAccount(), label: 'header.account' },
  { to: paths.myMembership(), label: 'header.membership' },
  { to: paths.myCoupons(), label: 'header.coupons' },
  { to: paths.paymentHistory(), label: 'header.payments' },
] as const;

/**
 * The console's door for those who have one: an operator's dashboard, an instructor's own page
 * (the rest of the console is an operator's); nothing for a member.
 */
export function consoleLinkFor(role: string | undefined): { to: string; label: string } | null {
  if (role === 'admin') return { to: paths.admin.dashboard(), label: 'header.console' };
  if (role === 'instructor') return { to: paths.admin.instructorConsole(), label: 'header.console' };
  return null;
}

export function isNavItemActive(item: NavItem, routeName: string | undefined): boolean {
  return routeName !== undefined && item.activeOn.includes(routeName);
}
