import type { Locale } from '@shared/constants';
import type { AdminTermsVersion, TermsSaveBody } from '@shared/contract/admin-content';
import type { TermsInfo } from '@shared/contract/terms';
import { pickLocalized } from '@shared/localized';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { terms } from '../../db/schema/board';
import { adminTransaction } from '../../domain/admin-transaction';
import { conflict, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { sanitizeHtml, sanitizeLanguages } from '../../markup/sanitize-html';
import { recordChange } from '../audit/record-change';

type TermsRow = typeof terms.$inferSelect;

/** The version in force: the latest whose effective date has passed, or the earliest before any has. */
function inForceOf(rows: TermsRow[], now: number): TermsRow | undefined {
  return rows.filter((row) => row.effectiveAt.getTime() <= now).at(-1) ?? rows[0];
}

/**
 * One policy text. Without `version`, the one in force: the latest whose effective date has
 * passed (or the earliest announced one, before any is in force). Every version is listed, the
 * upcoming ones flagged, so the page can announce a change before it applies.
 */
export async function getTerms(
  ctx: AppContext,
  locale: Locale,
  tab: number,
  version?: string,
): Promise<TermsInfo> {
  const rows = await ctx.db
    .select()
    .from(terms)
    .where(eq(terms.tab, tab))
    .orderBy(asc(terms.effectiveAt), asc(terms.id));
  if (!rows.length) throw recordNotFound();
  const now = ctx.now().getTime();
  const inForce = inForceOf(rows, now)!;
  const shown = version ? rows.find((row) => row.version === version) : inForce;
  if (!shown) throw recordNotFound();
  return {
    tab,
    version: shown.version,
    effectiveAt: shown.effectiveAt.toISOString(),
    body: sanitizeHtml(pickLocalized(shown.body, locale)),
    versions: rows
      .map((row) => ({
        version: row.version,
        effectiveAt: row.effectiveAt.toISOString(),
        current: row.id === inForce.id,
        upcoming: row.effectiveAt.getTime() > now,
      }))
      .reverse(),
  };
}

/** The admin console's list of one tab: every version, newest effective date first, all languages. */
export async function listTermsVersions(ctx: AppContext, tab: number): Promise<AdminTermsVersion[]> {
  const rows = await ctx.db
    .select()
    .from(terms)
    .where(eq(terms.tab, tab))
    .orderBy(asc(terms.effectiveAt), asc(terms.id));
  const now = ctx.now().getTime();
  const inForce = inForceOf(rows, now);
  return rows
    .map((row) => ({
      id: row.id,
      tab: row.tab,
      version: row.version,
      effectiveAt: row.effectiveAt.toISOString(),
      current: row.id === inForce?.id,
      upcoming: row.effectiveAt.getTime() > now,
      bodies: sanitizeLanguages(row.body),
      createdAt: row.createdAt.toISOString(),
    }))
    .reverse();
}

/**
 * POST /api/Main/SaveTerms (admin): a new version of one policy. Versions are never edited, so
 * what a member agreed to stays readable; a version name is used once per tab (a transaction-level
 * advisory lock per tab makes two simultaneous saves of one name collide).
 */
export async function saveTerms(
  ctx: AppContext,
  admin: SessionUser,
  input: TermsSaveBody,
): Promise<AdminTermsVersion> {
  const id = await adminTransaction(ctx, admin, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${7_700_000 + input.tab})`);
    const [taken] = await tx
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.tab, input.tab), eq(terms.version, input.version)));
    if (taken) throw conflict('TERMS_VERSION_EXISTS', 'terms.versionExists');
    const [row] = await tx
      .insert(terms)
      .values({
        tab: input.tab,
        version: input.version,
        effectiveAt: new Date(input.effectiveAt),
        body: sanitizeLanguages(input.body),
        createdAt: ctx.now(),
      })
      .returning();
    await recordChange(tx, admin, 'terms.create', { type: 'terms', id: row!.id }, null, row!);
    return row!.id;
  });
  const versions = await listTermsVersions(ctx, input.tab);
  return versions.find((version) => version.id === id)!;
}
