/**
 * The public calls of spec §6 (banners, FAQ, notices, categories, contents listings): they send only
 * the app headers, never the member's token. Details such as a course page still carry it, because
 * the answer differs for a member (already enrolled).
 */
const PUBLIC_CALLS: readonly RegExp[] = [
  /^\/api\/Banner\/GetList$/,
  /^\/api\/Board\/GetFaqs$/,
  /^\/api\/Main\/GetNotices$/,
  /^\/api\/Main\/GetNoticeInfo\//,
  /^\/api\/Main\/GetTerms\//,
  /^\/api\/Category\/GetList$/,
  /^\/api\/Contents\/main(\/campus)?$/,
  /^\/api\/Contents\/search(\/|$)/,
];

export function isPublicCall(path: string): boolean {
  const pathname = path.split('?')[0]!;
  return PUBLIC_CALLS.some((pattern) => pattern.test(pathname));
}
