/** A virtual account is open this long at most. */
const VIRTUAL_ACCOUNT_HOURS = 24;
/** A buyer always gets at least this long to make the deposit. */
const MIN_OPEN_HOURS = 1;
const HOUR = 3_600_000;

/**
 * The one rule for how long a virtual account takes a deposit: 24 hours, never past a session's
 * recruitment deadline, and never less than an hour. The server computes it and hands the moment
 * to whichever checkout opens (the sandbox's page, Toss's SDK), so they cannot disagree.
 */
export function virtualAccountDueDate(now: Date, recruitDeadline: Date | null): Date {
  const open = now.getTime() + VIRTUAL_ACCOUNT_HOURS * HOUR;
  const due = recruitDeadline ? Math.min(open, recruitDeadline.getTime()) : open;
  return new Date(Math.max(due, now.getTime() + MIN_OPEN_HOURS * HOUR));
}
