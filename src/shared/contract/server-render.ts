import type { Locale } from '../constants';
import type { BannerItem } from './banner';
import type { FaqCategory, FaqItem } from './board';
import type { CategoryItem } from './category';
import type {
  CampusMain,
  CampusQuery,
  CourseCard,
  CourseDetail,
  EDU_TYPES,
  MainSections,
  RECRUIT_TYPES,
  SearchHit,
  TrainingCard,
  TrainingDetail,
} from './contents';
import type { NoticeInfo, NoticeListItem } from './notice';
import type { TermsInfo } from './terms';

/**
 * The meeting point of the server and the web app's server entry (src/web/entry-server.tsx): the
 * server reads a page's data through `PublicData` and asks the entry to render it. Neither side
 * imports the other; both import this.
 */

export interface NoticePage {
  items: NoticeListItem[];
  total: number;
  pageSize: number;
}

export interface TrainingFilter {
  edutype?: (typeof EDU_TYPES)[number];
  recruittype?: (typeof RECRUIT_TYPES)[number];
}

/** The campus listing's filter, as /campus reads it from its URL query. */
export type CampusFilter = Omit<CampusQuery, 'pageSize'>;

/** A page of /search's results, in relevance order. */
export interface SearchPage {
  items: SearchHit[];
  total: number;
}

export interface CampusPage {
  items: CourseCard[];
  total: number;
  pageSize: number;
}

export interface TrainingPage {
  items: TrainingCard[];
  total: number;
}

/**
 * What the server reads for a page it renders, in the request's language: the answers the public API
 * gives a visitor, read from the services directly (src/server/modules/ssr/public-data.ts). A missing
 * record is null.
 */
export interface PublicData {
  topCategories(): Promise<CategoryItem[]>;
  banners(): Promise<BannerItem[]>;
  mainSections(): Promise<MainSections>;
  campusMain(): Promise<CampusMain>;
  campusCourses(filter: CampusFilter): Promise<CampusPage>;
  /** Every active category of both levels (the category pages' tree). */
  categoryTree(): Promise<CategoryItem[]>;
  search(text: string, page: number): Promise<SearchPage>;
  courseInfo(contentsid: number): Promise<CourseDetail | null>;
  trainingInfo(contentsid: number): Promise<TrainingDetail | null>;
  trainings(filter: TrainingFilter, page: number): Promise<TrainingPage>;
  /** Reading a notice counts the reader's view, as the page's own call does. */
  noticeInfo(noticeid: number): Promise<NoticeInfo | null>;
  notices(page: number, search: string): Promise<NoticePage>;
  faqs(category: FaqCategory | undefined, search: string): Promise<FaqItem[]>;
  /** A policy's version in force, or the one asked for. */
  terms(tab: number, version: string | undefined): Promise<TermsInfo | null>;
}

export interface RenderRequest {
  /** The page's full address (only its path and query matter). */
  url: string;
  locale: Locale;
  data: PublicData;
  /** The values the server writes into index.html's meta tags (`medivenus-*`). */
  pageMeta: Record<string, string>;
  /**
   * The server's rich-text sanitiser, for the markup the page renders through `SafeHtml`: the entry
   * has no DOM for the browser's DOMPurify (decision 062).
   */
  sanitizeHtml(html: string): string;
}

export interface RenderedPage {
  /** The page's markup, for the inside of `#root`. */
  app: string;
  /** The script element carrying the query cache and the router's state for hydration. */
  stateScript: string;
}

/** The server entry's one export: a public page rendered, or null for one rendered in the browser only. */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/** The id of the script element after a rendered page's markup that carries its state for hydration. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * Marks a rendered page's disabled link to the font faces' stylesheet: the page declares one face of
 * its own for its text (`PAGE_FONT_FAMILY`), and the app adds the sheet's faces, which later pages'
 * text may need (src/web/ssr/deferred-styles.ts).
 */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

/**
 * The family of a rendered page's own face: Pretendard cut down to the page's characters
 * (src/server/modules/ssr/page-fonts.ts). First in the app's font stack, so the page's characters are
 * drawn with it and any other character with Pretendard's own faces.
 */
export const PAGE_FONT_FAMILY = 'Pretendard Page';

/** Where a page's font file is served (src/server/modules/ssr/page-fonts.routes.ts), by its signature and characters. */
export const PAGE_FONT_PATH = '/fonts/page';

/**
 * Marks an element whose text is drawn in a system font (text read out, never seen): its characters
 * stay out of the page's own font file.
 */
export const SYSTEM_FONT_ATTRIBUTE = 'data-system-font';

/**
 * Marks the `<template>` elements of a rendered page's head that hold the links to the app's scripts and
 * stylesheets: inert until the page has painted, when the app's entry puts them in the head
 * (src/server/modules/ssr/after-paint.ts, src/web/ssr/deferred-styles.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** The web build's files that tell the server what each route's page loads (scripts/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export const LANGUAGE_PRELOADS_FILE = 'language-preloads.json';

/**
 * Paths of the web app that only send the reader on (`/` to /main, `/mypage` to its first page): no
 * page of their own, yet not unknown. Any other path outside the route table is a 404.
 */
export const FORWARDING_PATHS = ['/', '/mypage'];

/** What a route's page needs beyond the entry chunk: served as preload links with index.html. */
export interface RoutePreload {
  path: string;
  js: string[];
  css: string[];
  /** The parts of the app's texts it reads: their files in the reader's language are preloaded too. */
  texts: string[];
  /** Its title in each language, which the served page's title ends with (as the app's does). */
  titles: Record<Locale, string>;
  /**
   * Its prefetch module's chunk (the route table's `prefetch`), then the chunks that imports: the
   * served page runs it as it arrives, before the app's code, whose chunk it does not import
   * (checked by the build).
   */
  start?: string[];
}

/** The attribute of a page's start script that carries the route's parameters (src/web/lib/page-start.ts). */
export const ROUTE_PARAMS_ATTRIBUTE = 'data-route-params';

/**
 * The key in the build's language-preloads.json (scripts/route-preloads.ts) of the texts a first
 * request's page loads in a language: the app's own under the language's code, a part's as
 * `part/language`. The server names them as preloads (src/server/modules/seo/page-renderer.ts).
 */
export function textsPreloadKey(language: string, part?: string): string {
  return part ? `${part}/${language}` : language;
}
