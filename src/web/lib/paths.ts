/**
 * Where each route of spec §2 lives, to the letter (`src/web/app/route-table.ts` holds the same
 * patterns): links and navigate() calls ask here instead of spelling paths.
 */

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  main: () => '/main',
  login: (query: Query = {}) => withQuery('/login', query),
  findPW: () => '/findPW',
  findID: () => '/findID',
  resetPW: (token: string) => `/resetPW/${segment(token)}`,
  changePW: () => '/changePW',
  signup: () => '/signup',
  /** Without a text: the search form's own address. */
  search: (searchtxt?: string) => withQuery('/search', { searchtxt }),
  campus: (query: { sort?: string } = {}) => withQuery('/campus', query),
  category: (categoryid?: number) => (categoryid === undefined ? '/category' : `/category/${categoryid}`),
  courseDetail: (contentsid: number) => `/courseDetail/${contentsid}`,
  payment: (contentsid: number) => withQuery('/payment', { contentsid }),
  paymentFail: (query: Query = {}) => withQuery('/paymentFail', query),
  paymentComplete: () => '/paymentComplete',
  subscription: () => '/subscription',
  paymentMethod: (back?: string) =>
    back === undefined ? '/paymentMethod' : `/paymentMethod/${segment(back)}`,
  paymentMethodResult: () => '/paymentMethodResult',
  training: () => '/training',
  lectureDetail: (contentsid: number) => `/lectureDetail/${contentsid}`,
  /** A course's page or a session's, by the kind of contents. */
  contentsDetail: (contentsid: number, conttype: 'course' | 'training') =>
    conttype === 'course' ? paths.courseDetail(contentsid) : paths.lectureDetail(contentsid),
  notice: () => '/notice',
  noticeDetail: (noticeid: number) => withQuery('/noticeDetail', { noticeid }),
  faq: () => '/faq',
  /** The terms page's tabs: 0 terms of use, 1 privacy policy, 2 refund policy. */
  terms: (tab?: number) => withQuery('/terms', { tab }),
  certificate: (number: string) => `/certificate/${segment(number)}`,
  /** The public page a 연수평점 certificate's QR code opens. */
  creditVerify: (code: string) => `/credits/verify/${segment(code)}`,
  /** The player in full window or beside the lesson list, at a lesson when one is named. */
  vodfull: (contentsid: number, lesson?: number) => withQuery(`/vodfull/${contentsid}`, { lesson }),
  /** `t`: the moment of the lesson's video to start at, in seconds (a question's link). */
  player: (contentsid: number, lesson?: number, t?: number) =>
    withQuery(`/player/${contentsid}`, { lesson, t: lesson === undefined ? undefined : t }),
  /** The course's tests, in the player's layout. */
  exam: (contentsid: number) => `/player/${contentsid}/exam`,
  myCourses: () => '/mypage/courses',
  myAccount: () => '/mypage/myaccount',
  myMembership: () => '/mypage/membership',
  myCoupons: () => '/mypage/coupon',
  paymentHistory: (query: { tab?: string; paymentid?: number } = {}) =>
    withQuery('/mypage/paymentHistory', query),
  admin: {
    dashboard: () => '/admin',
    salesReport: () => '/admin/reports/sales',
    progressReport: () => '/admin/reports/progress',
    /** The instructor's own courses, progress and sales (an operator sees every course there). */
    instructorConsole: () => '/admin/instructor',
    members: () => '/admin/members',
    member: (useruid: string) => `/admin/members/${segment(useruid)}`,
    licenses: () => '/admin/licenses',
    categories: () => '/admin/categories',
    courses: () => '/admin/courses',
    /** 'new' opens the empty form. */
    course: (contentsid: number | 'new') => `/admin/courses/${contentsid}`,
    trainings: () => '/admin/trainings',
    training: (contentsid: number | 'new') => `/admin/trainings/${contentsid}`,
    trainingCheckIn: (contentsid: number) => `/admin/trainings/${contentsid}/check-in`,
    banners: () => '/admin/banners',
    notices: () => '/admin/notices',
    faq: () => '/admin/faq',
    terms: () => '/admin/terms',
    orders: () => '/admin/orders',
    refunds: () => '/admin/refunds',
    taxInvoices: () => '/admin/tax-invoices',
    cashReceipts: () => '/admin/cash-receipts',
    coupons: () => '/admin/coupons',
    membership: () => '/admin/membership',
    audit: () => '/admin/audit',
    moderation: () => '/admin/moderation',
    mail: () => '/admin/mail',
    questions: () => '/admin/questions',
    reviews: () => '/admin/reviews',
  },
};
