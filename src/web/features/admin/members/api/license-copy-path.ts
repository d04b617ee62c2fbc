/** GET /api/Admin/Members/{useruid}/LicenseCopy: a member's licence copy, for the viewer (audited per viewing). */
export const licenseCopyPath = (useruid: string) =>
  `/api/Admin/Members/${encodeURIComponent(useruid)}/LicenseCopy`;
