import { LOCALES } from '@shared/constants';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notices } from '../../db/schema/board';
import { categories, contents } from '../../db/schema/catalogue';
import { escapeMarkup } from '../../markup/escape-markup';
import { localizedUrl } from './links';

/**
 * What crawlers may read: the public pages of spec §2. Member-only, payment, player, console and
 * API paths are closed; robots.txt matches by prefix, so `/payment` also closes /paymentFail,
 * /paymentComplete and /paymentMethod.
 */
const CLOSED_PREFIXES = [
  '/mypage',
  '/changePW',
  '/resetPW/',
  '/subscription',
  '/payment',
  '/player/',
  '/vodfull',
  '/admin',
  '/api/',
  '/GetUrl/',
  '/sandbox/',
  '/webhooks/',
];

/** Public pages that are not one record's page; /search needs a query and is left out. */
const STATIC_PUBLIC_PATHS = [
  '/main',
  '/campus',
  '/category',
  '/training',
  '/notice',
  '/faq',
  '/terms?tab=0',
  '/terms?tab=1',
  '/terms?tab=2',
  '/login',
  '/signup',
  '/findPW',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...CLOSED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Every public page and every published course, training session, active category and notice. */
export async function sitemapEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const [published, activeCategories, allNotices] = await Promise.all([
    ctx.db
      .select({ id: contents.id, conttype: contents.conttype, updatedAt: contents.updatedAt })
      .from(contents)
      .where(eq(contents.isPublished, true))
      .orderBy(asc(contents.id)),
    ctx.db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.id)),
    ctx.db.select({ id: notices.id, updatedAt: notices.updatedAt }).from(notices).orderBy(asc(notices.id)),
  ]);
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...activeCategories.map((row) => ({ path: `/category/${row.id}`, lastModified: row.updatedAt })),
    ...published.map((row) => ({
      path: `${row.conttype === 'course' ? '/courseDetail' : '/lectureDetail'}/${row.id}`,
      lastModified: row.updatedAt,
    })),
    ...allNotices.map((row) => ({ path: `/noticeDetail?noticeid=${row.id}`, lastModified: row.updatedAt })),
  ];
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeMarkup(localizedUrl(publicUrl, entry.path, locale))}"/>`,
    );
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(publicUrl + entry.path)}"/>`;
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeMarkup(publicUrl + entry.path)}</loc>${lastmod}${alternates.join('')}${fallback}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
