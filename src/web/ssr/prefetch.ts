import type { Locale } from '@shared/constants';
import { EDU_TYPES, RECRUIT_TYPES } from '@shared/contract/contents';
import type { PublicData } from '@shared/contract/server-render';
import type { QueryClient } from '@tanstack/react-query';
import { faqsQuery } from '../features/board/api/get-faqs';
import { noticeInfoQuery } from '../features/board/api/get-notice-info';
import { noticesQuery } from '../features/board/api/get-notices';
import { termsQuery, termsRequestOf } from '../features/board/api/get-terms';
import { FAQ_CATEGORIES } from '../features/board/board-values';
import { campusMainQuery } from '../features/catalogue/api/get-campus-main';
import { categoryTreeQuery, topCategoriesQuery } from '../features/catalogue/api/get-categories';
import { campusFilterOf, campusSearchQuery } from '../features/catalogue/api/search-campus';
import { contentsSearchQuery, searchRequestOf } from '../features/catalogue/api/search-contents';
import { bannersQuery } from '../features/home/api/get-banners';
import { mainSectionsQuery } from '../features/home/api/get-main';
import { type TrainingFilter, trainingSearchQuery } from '../features/training/api/search-trainings';
import { contentsInfoQuery } from '../lib/contents-info';
import { enumParam, idParam } from '../lib/use-url-filters';

export interface PageMatch {
  /** The route's name (route-table.ts). */
  name: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

type Prefetch = (client: QueryClient, page: PageMatch, locale: Locale, data: PublicData) => Promise<unknown>;

/** A query's answer placed under the key the page's own hook uses, when there is one. */
async function place<T>(
  client: QueryClient,
  options: { queryKey: readonly unknown[] },
  read: () => Promise<T | null>,
): Promise<void> {
  const value = await read();
  if (value !== null) client.setQueryData(options.queryKey, value);
}

const NO_DATA: Prefetch = async () => undefined;

/** The name a path outside the route table is rendered under: the app's not-found page. */
export const NOT_FOUND_PAGE = 'notFound';

/**
 * The pages rendered on the server (spec §2's public routes) and the queries each one asks for on its
 * first render, as a visitor, read from the URL as the page reads it. A page without an entry here
 * is rendered in the browser only (member pages); one with NO_DATA renders its own loading state
 * first, as in the browser, and fetches after hydration.
 */
const PAGE_QUERIES: Record<string, Prefetch> = {
  main: (client, _page, locale, data) =>
    Promise.all([
      place(client, bannersQuery(locale), () => data.banners()),
      place(client, mainSectionsQuery(locale), () => data.mainSections()),
    ]),
  courseDetail: async (client, page, locale, data) => {
    const contentsid = idParam(page.params.contentsid);
    if (contentsid !== undefined)
      await place(client, contentsInfoQuery(contentsid, locale, null), () => data.courseInfo(contentsid));
  },
  lectureDetail: async (client, page, locale, data) => {
    const contentsid = idParam(page.params.contentsid);
    if (contentsid !== undefined)
      await place(client, contentsInfoQuery(contentsid, locale, null), () => data.trainingInfo(contentsid));
  },
  training: async (client, page, locale, data) => {
    // The calendar view depends on the reader's month; the list (the default view) is the same for all.
    if (page.search.get('view') === 'calendar') return;
    const filter: TrainingFilter = {
      edutype: enumParam(page.search.get('edutype'), EDU_TYPES),
      recruittype: enumParam(page.search.get('recruittype'), RECRUIT_TYPES),
    };
    const number = idParam(page.search.get('page')) ?? 1;
    await place(client, trainingSearchQuery(filter, number, locale), () => data.trainings(filter, number));
  },
  noticeDetail: async (client, page, locale, data) => {
    const noticeid = idParam(page.search.get('noticeid'));
    if (noticeid !== undefined)
      await place(client, noticeInfoQuery(noticeid, locale), () => data.noticeInfo(noticeid));
  },
  notice: async (client, page, locale, data) => {
    const number = idParam(page.search.get('page')) ?? 1;
    const search = page.search.get('search') ?? '';
    await place(client, noticesQuery(number, search, locale), () => data.notices(number, search));
  },
  faq: async (client, page, locale, data) => {
    const category = enumParam(page.search.get('category'), FAQ_CATEGORIES);
    const search = page.search.get('search') ?? '';
    await place(client, faqsQuery(category, search, locale), () => data.faqs(category, search));
  },
  campus: (client, page, locale, data) => {
    const filter = campusFilterOf(page.search, true);
    return Promise.all([
      place(client, campusMainQuery(locale), () => data.campusMain()),
      place(client, campusSearchQuery(filter, locale), () => data.campusCourses(filter)),
    ]);
  },
  category: async (client, page, locale, data) => {
    const categoryid = idParam(page.params.categoryid);
    const tree = await data.categoryTree();
    client.setQueryData(categoryTreeQuery(locale).queryKey, tree);
    // An unknown category shows the not-found view, which lists no courses.
    if (categoryid !== undefined && !tree.some((category) => category.categoryid === categoryid)) return;
    const filter = campusFilterOf(page.search, false, categoryid);
    await place(client, campusSearchQuery(filter, locale), () => data.campusCourses(filter));
  },
  search: async (client, page, locale, data) => {
    const { text, page: number, tooShort } = searchRequestOf(page.search);
    if (tooShort) return;
    await place(client, contentsSearchQuery(text, number, locale), () => data.search(text, number));
  },
  terms: async (client, page, locale, data) => {
    const { tab, version } = termsRequestOf(page.search);
    await place(client, termsQuery(tab, version, locale), () => data.terms(tab, version));
  },
  login: NO_DATA,
  signup: NO_DATA,
  findPW: NO_DATA,
  [NOT_FOUND_PAGE]: NO_DATA,
};

export const SERVER_RENDERED_PAGES = new Set(Object.keys(PAGE_QUERIES));

/** The header's categories on every page, then the page's own queries. */
export async function prefetchPage(
  client: QueryClient,
  page: PageMatch,
  locale: Locale,
  data: PublicData,
): Promise<void> {
  await Promise.all([
    place(client, topCategoriesQuery(locale), () => data.topCategories()),
    PAGE_QUERIES[page.name]?.(client, page, locale, data),
  ]);
}
