import { LOCALES, type Locale, SEARCH_MIN_LENGTH } from '@shared/constants';
import type { SearchHit, SearchMatch, SearchQuery } from '@shared/contract/contents';
import { type LocalizedText, pickLocalized } from '@shared/localized';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contents } from '../../db/schema/catalogue';
import { selectPage } from '../../db/select-page';
import { invalidInput } from '../../domain/errors';
import { cardRating, ratedCourse, reviewStats } from '../reviews/review-stats';

/** `%`, `_` and `\` are LIKE wildcards; the query must match them literally. */
function likePattern(token: string): string {
  return `%${token.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** pg_trgm compares strings by their three-letter pieces. */
const TRIGRAM_LENGTH = 3;

function tokensOf(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean))];
}

/** The score of a content that contains every word of the query as written. */
const EXACT_SCORE = 1;

/**
 * Search over contents.search_text (every language of title, summary and instructor, plus tags,
 * lower-cased) with pg_trgm, in two steps:
 * 1. every word of the query is a substring (Korean has no spaces before particles, so '필러' must find
 *    '필러주입'): title hits first, then how early the query appears, then newest; score 1;
 * 2. only when nothing contains the query and it is at least a trigram long, the contents it is
 *    word-similar to (pg_trgm's `<%`, threshold 0.6), which forgives a typo: most similar first.
 * Testing similarity on every row alongside the substrings cost ≈0.7 s on PostgreSQL and ≈2 s on
 * PGlite at 10,000 courses; each step alone is answered from the trigram index in milliseconds.
 */
export async function searchContents(
  ctx: AppContext,
  locale: Locale,
  query: SearchQuery,
): Promise<{ items: SearchHit[]; total: number }> {
  const needle = query.schtext.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) throw invalidInput('validation.searchMin');
  const tokens = tokensOf(needle);
  const exact = await exactMatches(ctx, tokens, query);
  const found =
    exact.total > 0 || needle.length < TRIGRAM_LENGTH ? exact : await similarMatches(ctx, needle, query);
  return {
    total: found.total,
    items: found.rows.map(({ row, score, ratingAverage, ratingCount }) => ({
      contentsid: row.id,
      conttype: row.conttype,
      categoryid: row.categoryId,
      lang: row.lang,
      title: pickLocalized(row.title, locale),
      summary: pickLocalized(row.summary, locale),
      instructor: pickLocalized(row.instructorName, locale),
      thumbnailUrl: row.thumbnailUrl,
      price: row.price,
      startsAt: row.startsAt ? row.startsAt.toISOString() : null,
      score: Math.round(score * 1000) / 1000,
      matches: matchesOf(row, locale, tokens),
      ratingAverage,
      ratingCount: ratingCount ?? 0,
    })),
  };
}

interface Ranked {
  rows: {
    row: typeof contents.$inferSelect;
    score: number;
    ratingAverage: number | null;
    ratingCount: number | null;
  }[];
  total: number;
}

async function ranked(
  ctx: AppContext,
  where: SQL,
  order: SQL[],
  score: SQL<number>,
  query: SearchQuery,
): Promise<Ranked> {
  const published = and(eq(contents.isPublished, true), where) as SQL;
  return selectPage(
    query,
    published,
    ctx.db
      .select({ row: contents, score, ...cardRating })
      .from(contents)
      .leftJoin(reviewStats, ratedCourse)
      .orderBy(...order, desc(contents.publishedAt), desc(contents.id))
      .$dynamic(),
    ctx.db.select({ n: count() }).from(contents).$dynamic(),
  );
}

function exactMatches(ctx: AppContext, tokens: string[], query: SearchQuery): Promise<Ranked> {
  const containsAll = (text: SQL | typeof contents.searchText) =>
    and(...tokens.map((token) => sql`${text} like ${likePattern(token)} escape '\\'`)) as SQL;
  const titleText = sql`lower(concat_ws(' ', ${contents.title}->>'ko', ${contents.title}->>'en', ${contents.title}->>'ja'))`;
  const position = sql`nullif(strpos(${contents.searchText}, ${tokens[0]}), 0)`;
  return ranked(
    ctx,
    containsAll(contents.searchText),
    [desc(sql`(${containsAll(titleText)})`), sql`${position} asc nulls last`],
    sql<number>`${EXACT_SCORE}::real`.mapWith(Number),
    query,
  );
}

function similarMatches(ctx: AppContext, needle: string, query: SearchQuery): Promise<Ranked> {
  const score = sql<number>`word_similarity(${needle}, ${contents.searchText})`.mapWith(Number);
  return ranked(ctx, sql`${needle} <% ${contents.searchText}`, [desc(score)], score, query);
}

/** Every [start, end) where one of the words occurs, case-insensitively, merged when they overlap. */
function rangesOf(text: string, tokens: string[]): [number, number][] {
  const haystack = text.toLowerCase();
  // Lower-casing may change a string's length (rare letters such as 'İ'); offsets then cannot be trusted.
  if (haystack.length !== text.length) return [];
  const found: [number, number][] = [];
  for (const token of tokens) {
    let from = haystack.indexOf(token);
    while (from !== -1) {
      found.push([from, from + token.length]);
      from = haystack.indexOf(token, from + token.length);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * The fields to highlight: for title, summary and instructor, the reader's language when it
 * contains the query, else the first other language that does (an English query on a Korean page
 * shows where it matched); every tag that contains it.
 */
function matchesOf(row: typeof contents.$inferSelect, locale: Locale, tokens: string[]): SearchMatch[] {
  const matches: SearchMatch[] = [];
  const fields: [SearchMatch['field'], LocalizedText][] = [
    ['title', row.title],
    ['summary', row.summary],
    ['instructor', row.instructorName],
  ];
  const languages = [locale, ...LOCALES.filter((lang) => lang !== locale)];
  for (const [field, text] of fields) {
    for (const lang of languages) {
      const value = text[lang];
      if (!value) continue;
      const ranges = rangesOf(value, tokens);
      if (ranges.length) {
        matches.push({ field, lang, text: value, ranges });
        break;
      }
    }
  }
  for (const tag of row.tags) {
    const ranges = rangesOf(tag, tokens);
    if (ranges.length) matches.push({ field: 'tags', lang: null, text: tag, ranges });
  }
  return matches;
}
