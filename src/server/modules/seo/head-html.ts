import { LOCALES, type Locale, PRODUCT_NAME } from '@shared/constants';
import { scriptJson } from '@shared/script-json';
import { escapeMarkup } from '../../markup/escape-markup';
import { localizedUrl } from './links';
import type { PageHead } from './page-head';

const OG_LOCALE: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US', ja: 'ja_JP' };

/** The meta, link and JSON-LD elements of a page's head; every value escaped. */
export function headElements(head: PageHead, locale: Locale, publicUrl: string, path: string): string {
  const canonical = `${publicUrl}${path}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(value)}">`;
  const image = head.image ? `${publicUrl}${head.image}` : null;
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(canonical)}">`,
    ...LOCALES.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate}" href="${escapeMarkup(localizedUrl(publicUrl, path, alternate))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(canonical)}">`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/** index.html with the page's own head in place of the built title and description, and its language. */
export function withPageHead(indexHtml: string, elements: string, locale: Locale): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${elements}</head>`);
}
