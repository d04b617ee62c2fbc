import { type Locale, PRODUCT_NAME, PRODUCT_TAGLINE_KO } from '@shared/constants';
import { idParam } from '@shared/contract/fields';
import { pickLocalized } from '@shared/localized';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notices } from '../../db/schema/board';
import { categories, contents } from '../../db/schema/catalogue';
import { recruitStatus } from '../contents/contents-cards';
import { ratingSummaryOf } from '../reviews/review-stats';

type JsonLd = Record<string, unknown>;

/** What the served HTML says of a page before any script runs: for crawlers and link previews. */
export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of a raster share image (1200×630), when the page has artwork of its own. */
  image: string | null;
  type: 'website' | 'article';
  jsonLd: JsonLd[];
}

const SITE_TITLE = `${PRODUCT_NAME} - ${PRODUCT_TAGLINE_KO}`;
const SITE_DESCRIPTION: Record<Locale, string> = {
  ko: '뷰티 메디컬 교육을 한 곳에서: 의료인과 파트너를 위한 동영상 강의, 오프라인 교육, 멤버십.',
  en: 'Beauty-medical education in one place: video courses, in-person training and membership for medical professionals.',
  ja: '美容医療教育をひとつの場所で：医療従事者のための動画講座、対面研修、メンバーシップ。',
};

/** Plain text of stored rich text, cut at a sentence-sized length for a description. */
function plainText(html: string, limit = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

const page = (title: string | null, fields: Partial<PageHead> & { locale: Locale }): PageHead => ({
  status: 200,
  title: title ? `${SITE_TITLE} | ${title}` : SITE_TITLE,
  description: fields.description || SITE_DESCRIPTION[fields.locale],
  image: fields.image ?? null,
  type: fields.type ?? 'website',
  jsonLd: fields.jsonLd ?? [],
});

/** The head of a page that does not exist: an unknown record, or a path the app has no route for. */
export const notFound = (locale: Locale): PageHead => ({ ...page(null, { locale }), status: 404 });

function breadcrumbs(publicUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${publicUrl}${step.path}`,
    })),
  };
}

function organization(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: `${publicUrl}/main`,
    logo: `${publicUrl}/favicon.svg`,
  };
}

function aggregateRating(average: number, count: number): JsonLd {
  return {
    '@type': 'AggregateRating',
    ratingValue: average,
    ratingCount: count,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

const HOME_NAME: Record<Locale, string> = { ko: '홈', en: 'Home', ja: 'ホーム' };
const CAMPUS_NAME: Record<Locale, string> = { ko: '캠퍼스', en: 'Campus', ja: 'キャンパス' };
const TRAINING_NAME: Record<Locale, string> = { ko: '오프라인 교육', en: 'Training', ja: '研修' };

async function contentsHead(
  ctx: AppContext,
  locale: Locale,
  id: number,
  conttype: 'course' | 'training',
): Promise<PageHead> {
  const [row] = await ctx.db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.conttype, conttype), eq(contents.isPublished, true)));
  if (!row) return notFound(locale);
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const title = pickLocalized(row.title, locale);
  const description = plainText(pickLocalized(row.summary, locale) || pickLocalized(row.description, locale));
  const path = conttype === 'course' ? `/courseDetail/${id}` : `/lectureDetail/${id}`;
  const image = row.thumbnailUrl ? `/share-image/${id}.jpg` : null;
  const provider = { '@type': 'Organization', name: PRODUCT_NAME, sameAs: `${publicUrl}/main` };
  const home = { name: HOME_NAME[locale], path: '/main' };
  if (conttype === 'course') {
    const rating = await ratingSummaryOf(ctx.db, id);
    return page(title, {
      locale,
      description,
      image,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: title,
          description,
          url: `${publicUrl}${path}`,
          inLanguage: row.lang,
          provider,
          ...(image ? { image: `${publicUrl}${image}` } : {}),
          // Only a course with visible reviews carries a rating: an empty one is invalid markup.
          ...(rating.average !== null
            ? { aggregateRating: aggregateRating(rating.average, rating.count) }
            : {}),
          offers: {
            '@type': 'Offer',
            category: row.price === 0 ? 'Free' : 'Paid',
            price: row.price,
            priceCurrency: 'KRW',
            availability: 'https://schema.org/InStock',
            url: `${publicUrl}${path}`,
          },
        },
        breadcrumbs(publicUrl, [home, { name: CAMPUS_NAME[locale], path: '/campus' }, { name: title, path }]),
      ],
    });
  }
  const { seatsLeft, recruittype } = recruitStatus(row, ctx.now());
  return page(title, {
    locale,
    description,
    image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'EducationEvent',
        name: title,
        description,
        url: `${publicUrl}${path}`,
        inLanguage: row.lang,
        organizer: provider,
        startDate: row.startsAt?.toISOString(),
        endDate: row.endsAt?.toISOString(),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        ...(image ? { image: `${publicUrl}${image}` } : {}),
        location: {
          '@type': 'Place',
          name: pickLocalized(row.venueName, locale),
          address: row.venueAddress ?? '',
        },
        ...(seatsLeft === null ? {} : { remainingAttendeeCapacity: seatsLeft }),
        offers: {
          '@type': 'Offer',
          price: row.price,
          priceCurrency: 'KRW',
          availability:
            recruittype === 'open'
              ? 'https://schema.org/InStock'
              : seatsLeft === 0
                ? 'https://schema.org/SoldOut'
                : 'https://schema.org/Discontinued',
          ...(row.recruitDeadline ? { validThrough: row.recruitDeadline.toISOString() } : {}),
          url: `${publicUrl}${path}`,
        },
      },
      breadcrumbs(publicUrl, [
        home,
        { name: TRAINING_NAME[locale], path: '/training' },
        { name: title, path },
      ]),
    ],
  });
}

async function noticeHead(ctx: AppContext, locale: Locale, id: number | null): Promise<PageHead> {
  if (id === null) return notFound(locale);
  const [row] = await ctx.db.select().from(notices).where(eq(notices.id, id));
  if (!row) return notFound(locale);
  return page(pickLocalized(row.title, locale), {
    locale,
    description: plainText(pickLocalized(row.body, locale)),
    type: 'article',
  });
}

async function categoryHead(ctx: AppContext, locale: Locale, id: number): Promise<PageHead> {
  const [row] = await ctx.db
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  return row ? page(pickLocalized(row.name, locale), { locale }) : notFound(locale);
}

/** The record id in a path or query, by the contract's own id rule; anything else names no record. */
function recordId(text: string | null | undefined): number | null {
  const parsed = idParam.safeParse(text ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * The head of a page of the web app by its path: the record pages read their record (an unknown or
 * unpublished one is a 404) and are titled by it, /main carries the Organization, every other page
 * the site's own head; those are titled by their route's title in the reader's language.
 */
export async function pageHeadFor(
  ctx: AppContext,
  locale: Locale,
  url: URL,
  routeTitle: string | null = null,
): Promise<PageHead> {
  const [, first = '', second] = url.pathname.split('/');
  const route = first.toLowerCase();
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  if (route === 'coursedetail' || route === 'lecturedetail') {
    const id = recordId(second);
    if (id === null) return notFound(locale);
    return contentsHead(ctx, locale, id, route === 'coursedetail' ? 'course' : 'training');
  }
  if (route === 'noticedetail') return noticeHead(ctx, locale, recordId(url.searchParams.get('noticeid')));
  if (route === 'category' && second) {
    const id = recordId(second);
    return id === null ? notFound(locale) : categoryHead(ctx, locale, id);
  }
  if (route === 'main' || route === '')
    return page(routeTitle, { locale, jsonLd: [organization(publicUrl)] });
  return page(routeTitle, { locale });
}
