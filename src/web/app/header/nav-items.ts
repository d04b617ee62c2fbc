/** Header menu items with the spec's active rules (§2 "Header"). */
export interface NavItem {
  key: string;
  label: string;
  to?: string;
  activePrefixes: string[];
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'campus', label: 'header.campus', to: '/campus', activePrefixes: ['/campus', '/courseDetail'] },
  {
    key: 'training',
    label: 'header.training',
    to: '/training',
    activePrefixes: ['/training', '/lectureDetail'],
  },
  { key: 'category', label: 'header.allCategories', to: '/category', activePrefixes: ['/category'] },
  { key: 'notice', label: 'header.notice', to: '/notice', activePrefixes: ['/notice'] },
  { key: 'faq', label: 'header.faq', to: '/faq', activePrefixes: ['/faq'] },
  { key: 'metavenus', label: 'header.metavenus', activePrefixes: [] },
];

/** The member's pages, in the user menu of the header and of the phone's drawer. */
export const USER_LINKS = [
  { to: '/mypage/myaccount', label: 'header.account' },
  { to: '/mypage/membership', label: 'header.membership' },
  { to: '/mypage/coupon', label: 'header.coupons' },
  { to: '/mypage/paymentHistory', label: 'header.payments' },
] as const;

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.activePrefixes.some((prefix) => pathname.startsWith(prefix));
}
