import { FORWARDING_PATHS } from '@shared/contract/server-render';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { AppPart } from '../i18n/i18n';
import type { Access } from './guard';

type PageModule = { default: ComponentType };

/** A page's first requests: `prefetch` is called with the location's parameters and query. */
type PrefetchModule = { prefetch(params: Params, search: URLSearchParams): void };

/** One entry per route of spec §2: its path, name, title (i18n key), access rule and page. */
export interface RouteEntry {
  path: string;
  name: string;
  titleKey: string;
  access: Access;
  page: () => Promise<PageModule>;
  /**
   * The parts of the app's texts the page reads beyond the public pages': loaded with it, and named
   * as preloads when it is the page first requested (scripts/route-preloads.ts reads them here).
   */
  texts?: AppPart[];
  /**
   * The page's first requests, started once the guard lets the reader through, while the page's code
   * and texts still load (a module of its own, named as preloads with the page's).
   */
  prefetch?: () => Promise<PrefetchModule>;
}

export const STANDARD_ROUTES: RouteEntry[] = [
  {
    path: '/main',
    name: 'main',
    titleKey: 'routes.main',
    access: 'public',
    page: () => import('./home-page'),
  },
  {
    path: '/login',
    name: 'login',
    titleKey: 'routes.login',
    access: 'guest',
    page: () => import('../features/account/login-page'),
    texts: ['account'],
  },
  {
    path: '/findPW',
    name: 'findPW',
    titleKey: 'routes.findPW',
    access: 'guest',
    page: () => import('../features/account/find-password-page'),
    texts: ['account'],
  },
  // Not in the spec's table: Korean members expect 아이디 찾기 beside 비밀번호 찾기 (decision 040).
  {
    path: '/findID',
    name: 'findID',
    titleKey: 'routes.findID',
    access: 'guest',
    page: () => import('../features/account/find-id-page'),
    texts: ['account'],
  },
  {
    path: '/resetPW/:token',
    name: 'resetPW',
    titleKey: 'routes.resetPW',
    access: 'guest',
    page: () => import('../features/account/reset-password-page'),
    texts: ['account'],
  },
  {
    path: '/changePW',
    name: 'changePW',
    titleKey: 'routes.changePW',
    access: 'required',
    page: () => import('../features/account/change-password-page'),
    texts: ['account'],
  },
  {
    path: '/signup',
    name: 'signup',
    titleKey: 'routes.signup',
    access: 'guest',
    page: () => import('../features/account/signup-page'),
    texts: ['account'],
  },
  {
    path: '/search',
    name: 'search',
    titleKey: 'routes.search',
    access: 'public',
    page: () => import('../features/catalogue/search-page'),
  },
  {
    path: '/campus',
    name: 'campus',
    titleKey: 'routes.campus',
    access: 'public',
    page: () => import('../features/catalogue/campus-page'),
  },
  {
    path: '/category/:categoryid?',
    name: 'category',
    titleKey: 'routes.category',
    access: 'public',
    page: () => import('../features/catalogue/category-page'),
  },
  {
    path: '/courseDetail/:contentsid',
    name: 'courseDetail',
    titleKey: 'routes.courseDetail',
    access: 'public',
    page: () => import('./course-page'),
  },
  {
    path: '/payment',
    name: 'payment',
    titleKey: 'routes.payment',
    access: 'required',
    page: () => import('../features/payment/payment-page'),
    texts: ['members'],
  },
  {
    path: '/paymentFail',
    name: 'paymentFail',
    titleKey: 'routes.paymentFail',
    access: 'required',
    page: () => import('../features/payment/payment-fail-page'),
    texts: ['members'],
  },
  {
    path: '/paymentComplete',
    name: 'paymentComplete',
    titleKey: 'routes.paymentComplete',
    access: 'required',
    page: () => import('../features/payment/payment-complete-page'),
    texts: ['members'],
  },
  {
    path: '/subscription',
    name: 'subscription',
    titleKey: 'routes.subscription',
    access: 'required',
    page: () => import('../features/membership/subscription-page'),
    texts: ['members'],
  },
  {
    path: '/paymentMethod/:back?',
    name: 'paymentMethod',
    titleKey: 'routes.paymentMethod',
    access: 'required',
    page: () => import('../features/billing/payment-method-page'),
    texts: ['members'],
  },
  {
    path: '/paymentMethodResult',
    name: 'paymentMethodResult',
    titleKey: 'routes.paymentMethodResult',
    access: 'required',
    page: () => import('../features/billing/payment-method-result-page'),
    texts: ['members'],
  },
  {
    path: '/training',
    name: 'training',
    titleKey: 'routes.training',
    access: 'public',
    page: () => import('../features/training/training-page'),
  },
  {
    path: '/lectureDetail/:contentsid',
    name: 'lectureDetail',
    titleKey: 'routes.lectureDetail',
    access: 'public',
    page: () => import('../features/training/lecture-detail-page'),
  },
  {
    path: '/notice',
    name: 'notice',
    titleKey: 'routes.notice',
    access: 'public',
    page: () => import('../features/board/notice-page'),
  },
  {
    path: '/noticeDetail',
    name: 'noticeDetail',
    titleKey: 'routes.noticeDetail',
    access: 'public',
    page: () => import('../features/board/notice-detail-page'),
  },
  {
    path: '/faq',
    name: 'faq',
    titleKey: 'routes.faq',
    access: 'public',
    page: () => import('../features/board/faq-page'),
  },
  {
    path: '/terms',
    name: 'terms',
    titleKey: 'routes.terms',
    access: 'public',
    page: () => import('../features/board/terms-page'),
  },
  {
    path: '/certificate/:number',
    name: 'certificate',
    titleKey: 'routes.certificate',
    access: 'public',
    page: () => import('../features/learning/certificate-page'),
    texts: ['members'],
  },
  // Not in the spec's table: the page a 연수평점 certificate's QR code opens (issue 43, decision 102).
  {
    path: '/credits/verify/:code',
    name: 'creditVerify',
    titleKey: 'routes.creditVerify',
    access: 'public',
    page: () => import('../features/learning/credit-verify-page'),
    texts: ['members'],
  },
  // The spec names a full-window player route "vodfull" without its path; header and footer are hidden there.
  {
    path: '/vodfull/:contentsid',
    name: 'vodfull',
    titleKey: 'routes.vodfull',
    access: 'required',
    page: () => import('../features/learning/vodfull-page'),
    texts: ['members'],
    prefetch: () => import('../features/learning/prefetch-player'),
  },
];

/** Rendered inside the my-page layout (sidebar). */
export const MYPAGE_ROUTES: RouteEntry[] = [
  {
    path: '/mypage/courses',
    name: 'myCourses',
    titleKey: 'routes.myCourses',
    access: 'required',
    page: () => import('../features/learning/my-courses-page'),
    texts: ['members'],
  },
  {
    path: '/mypage/myaccount',
    name: 'myAccount',
    titleKey: 'routes.myAccount',
    access: 'required',
    page: () => import('../features/account/my-account-page'),
    texts: ['account'],
  },
  {
    path: '/mypage/membership',
    name: 'membership',
    titleKey: 'routes.membership',
    access: 'required',
    page: () => import('../features/membership/my-membership-page'),
    texts: ['members'],
  },
  {
    path: '/mypage/coupon',
    name: 'coupon',
    titleKey: 'routes.coupon',
    access: 'required',
    page: () => import('../features/coupon/coupon-page'),
    texts: ['members'],
  },
  {
    path: '/mypage/paymentHistory',
    name: 'paymentHistory',
    titleKey: 'routes.paymentHistory',
    access: 'required',
    page: () => import('../features/payment/payment-history-page'),
    texts: ['members'],
  },
];

/** Rendered in the empty layout: only the routed view. */
export const EMPTY_ROUTES: RouteEntry[] = [
  {
    path: '/player/:contentsid',
    name: 'player',
    titleKey: 'routes.player',
    access: 'required',
    page: () => import('./player-page'),
    texts: ['members'],
    prefetch: () => import('../features/learning/prefetch-player'),
  }, // Not in the spec's table: the course's tests, in the player's layout (decision 100).
  {
    path: '/player/:contentsid/exam',
    name: 'exam',
    titleKey: 'routes.exam',
    access: 'required',
    page: () => import('../features/exam/exam-page'),
    texts: ['members'],
  },
];

/**
 * The admin console (code-split: members never load it), rendered in the admin layout. Its pages read
 * the members' and the account pages' texts too: they show members, their payments, coupons and
 * memberships.
 */
export const ADMIN_ROUTES: RouteEntry[] = [
  {
    path: '/admin',
    name: 'adminDashboard',
    titleKey: 'admin.nav.dashboard',
    access: 'admin',
    page: () => import('../features/admin/dashboard/dashboard-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/reports/sales',
    name: 'adminSalesReport',
    titleKey: 'admin.nav.salesReport',
    access: 'admin',
    page: () => import('../features/admin/reports/sales-report-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/instructor',
    name: 'instructorConsole',
    titleKey: 'admin.nav.instructorConsole',
    access: 'instructor',
    page: () => import('../features/admin/instructors/instructor-console-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/reports/progress',
    name: 'adminProgressReport',
    titleKey: 'admin.nav.progressReport',
    access: 'admin',
    page: () => import('../features/admin/reports/progress-report-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/members',
    name: 'adminMembers',
    titleKey: 'admin.nav.members',
    access: 'admin',
    page: () => import('../features/admin/members/members-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/members/:useruid',
    name: 'adminMember',
    titleKey: 'admin.nav.members',
    access: 'admin',
    page: () => import('../features/admin/members/member-detail-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/categories',
    name: 'adminCategories',
    titleKey: 'admin.nav.categories',
    access: 'admin',
    page: () => import('../features/admin/categories/categories-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/courses',
    name: 'adminCourses',
    titleKey: 'admin.nav.courses',
    access: 'admin',
    page: () => import('../features/admin/courses/courses-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/courses/:contentsid',
    name: 'adminCourse',
    titleKey: 'admin.nav.courses',
    access: 'admin',
    page: () => import('../features/admin/courses/course-edit-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/trainings',
    name: 'adminTrainings',
    titleKey: 'admin.nav.trainings',
    access: 'admin',
    page: () => import('../features/admin/trainings/trainings-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/trainings/:contentsid',
    name: 'adminTraining',
    titleKey: 'admin.nav.trainings',
    access: 'admin',
    page: () => import('../features/admin/trainings/training-edit-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/trainings/:contentsid/check-in',
    name: 'adminTrainingCheckIn',
    titleKey: 'admin.checkin.title',
    access: 'admin',
    page: () => import('../features/admin/checkin/checkin-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/banners',
    name: 'adminBanners',
    titleKey: 'admin.nav.banners',
    access: 'admin',
    page: () => import('../features/admin/banners/banners-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/notices',
    name: 'adminNotices',
    titleKey: 'admin.nav.notices',
    access: 'admin',
    page: () => import('../features/admin/notices/notices-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/faq',
    name: 'adminFaq',
    titleKey: 'admin.nav.faq',
    access: 'admin',
    page: () => import('../features/admin/faq/faq-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/terms',
    name: 'adminTerms',
    titleKey: 'admin.nav.terms',
    access: 'admin',
    page: () => import('../features/admin/terms/terms-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/orders',
    name: 'adminOrders',
    titleKey: 'admin.nav.orders',
    access: 'admin',
    page: () => import('../features/admin/orders/orders-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/moderation',
    name: 'adminModeration',
    titleKey: 'admin.nav.moderation',
    access: 'admin',
    page: () => import('../features/admin/moderation/moderation-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/refunds',
    name: 'adminRefunds',
    titleKey: 'admin.nav.refunds',
    access: 'admin',
    page: () => import('../features/admin/refunds/refunds-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/tax-invoices',
    name: 'adminTaxInvoices',
    titleKey: 'admin.nav.taxInvoices',
    access: 'admin',
    page: () => import('../features/admin/tax-invoices/tax-invoices-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/cash-receipts',
    name: 'adminCashReceipts',
    titleKey: 'admin.nav.cashReceipts',
    access: 'admin',
    page: () => import('../features/admin/cash-receipts/cash-receipts-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/coupons',
    name: 'adminCoupons',
    titleKey: 'admin.nav.coupons',
    access: 'admin',
    page: () => import('../features/admin/coupons/coupons-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/membership',
    name: 'adminMembership',
    titleKey: 'admin.nav.membership',
    access: 'admin',
    page: () => import('../features/admin/membership/membership-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/licenses',
    name: 'adminLicenses',
    titleKey: 'admin.nav.licenses',
    access: 'admin',
    page: () => import('../features/admin/licenses/licenses-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/audit',
    name: 'adminAudit',
    titleKey: 'admin.nav.audit',
    access: 'admin',
    page: () => import('../features/admin/audit/audit-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/mail',
    name: 'adminMail',
    titleKey: 'admin.nav.mail',
    access: 'admin',
    page: () => import('../features/admin/mail/mail-outbox-page'),
    texts: ['admin', 'members', 'account'],
  },
  {
    path: '/admin/questions',
    name: 'adminQuestions',
    titleKey: 'admin.nav.questions',
    access: 'instructor',
    page: () => import('../features/questions/staff-questions-page'),
    texts: ['admin'],
  },
  {
    path: '/admin/reviews',
    name: 'adminReviews',
    titleKey: 'admin.nav.reviews',
    access: 'instructor',
    page: () => import('../features/reviews/console/reviews-console-page'),
    texts: ['admin', 'members', 'account'],
  },
];

/** Footer hidden on these routes (spec §2 layouts); the header only on vodfull. */
export const ROUTES_WITHOUT_FOOTER = new Set(['vodfull', 'login', 'findPW', 'findID', 'resetPW', 'signup']);
export const ROUTES_WITHOUT_HEADER = new Set(['vodfull']);

const TABLE: RouteObject[] = [
  ...[...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES].map((entry) => ({
    path: entry.path,
    handle: entry,
  })),
  ...FORWARDING_PATHS.map((path) => ({ path })),
];

/** The route table's page at a path and its parameters; `entry` is undefined for a forwarding path. */
type TableMatch = { entry?: RouteEntry; params: Record<string, string | undefined> };

let lastMatch: { pathname: string; match: TableMatch | null } | null = null;

/**
 * The page of the route table at `pathname`, or null for a path the app does not know (its 404 page).
 * Several components ask for the same path on each render, and each match ranks the whole table: the
 * last answer is kept.
 */
export function routeEntryAt(pathname: string): TableMatch | null {
  if (lastMatch?.pathname !== pathname) {
    const [found] = matchRoutes(TABLE, pathname) ?? [];
    const match = found
      ? { entry: found.route.handle as RouteEntry | undefined, params: found.params }
      : null;
    lastMatch = { pathname, match };
  }
  return lastMatch.match;
}
