import { type Locale, SEARCH_PAGE_SIZE } from '@shared/constants';
import { bannerItem } from '@shared/contract/banner';
import { faqItem } from '@shared/contract/board';
import { categoryItem } from '@shared/contract/category';
import {
  CAMPUS_PAGE_SIZE,
  campusMain,
  courseCard,
  courseDetail,
  mainSections,
  searchHit,
  trainingCard,
  trainingDetail,
} from '@shared/contract/contents';
import { noticeInfo, noticeListItem } from '@shared/contract/notice';
import type { PublicData } from '@shared/contract/server-render';
import { termsInfo } from '@shared/contract/terms';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { DomainError } from '../../domain/errors';
import { listBanners } from '../banner/banner.service';
import { listFaqs } from '../board/board.service';
import { listCategories } from '../category/category.service';
import {
  getCampusMain,
  getContentsInfo,
  getMain,
  listTrainings,
  searchCampus,
} from '../contents/contents.service';
import { searchContents } from '../contents/contents-search';
import { getNotice, listNotices } from '../notice/notice.service';
import { viewerKeyOf } from '../notice/viewer-key';
import { getTerms } from '../terms/terms.service';

/** The page sizes the web app asks for (features/training, features/board). */
const TRAINING_PAGE_SIZE = 10;
const NOTICE_PAGE_SIZE = 10;

/** A service's answer as the API sends it: through the route's response schema, then JSON. */
function asSent<T>(schema: z.ZodType<T>, value: unknown): T {
  return JSON.parse(JSON.stringify(schema.parse(value))) as T;
}

/** A record that is not there (or not published) is null; any other failure stays a failure. */
async function unlessMissing<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'notFound') return null;
    throw error;
  }
}

/** The public answers a server-rendered page needs, read from the services as a visitor sees them. */
export function publicData(ctx: AppContext, locale: Locale, request: FastifyRequest): PublicData {
  const contents = async (contentsid: number) => getContentsInfo(ctx, locale, contentsid, null);
  return {
    topCategories: async () =>
      asSent(z.array(categoryItem), await listCategories(ctx, locale, { isactive: '1', pcategoryid: 0 })),
    banners: async () => asSent(z.array(bannerItem), await listBanners(ctx, locale)),
    mainSections: async () => asSent(mainSections, await getMain(ctx, locale)),
    campusMain: async () => asSent(campusMain, await getCampusMain(ctx, locale)),
    campusCourses: async (filter) => {
      const { items, total } = await searchCampus(ctx, locale, { ...filter, pageSize: CAMPUS_PAGE_SIZE });
      return { items: asSent(z.array(courseCard), items), total, pageSize: CAMPUS_PAGE_SIZE };
    },
    categoryTree: async () =>
      asSent(z.array(categoryItem), await listCategories(ctx, locale, { isactive: '1' })),
    search: async (text, page) => {
      const { items, total } = await searchContents(ctx, locale, {
        schtext: text,
        page,
        pageSize: SEARCH_PAGE_SIZE,
      });
      return { items: asSent(z.array(searchHit), items), total };
    },
    courseInfo: (contentsid) =>
      unlessMissing(async () => {
        const detail = await contents(contentsid);
        return detail.conttype === 'course' ? asSent(courseDetail, detail) : null;
      }),
    trainingInfo: (contentsid) =>
      unlessMissing(async () => {
        const detail = await contents(contentsid);
        return detail.conttype === 'training' ? asSent(trainingDetail, detail) : null;
      }),
    trainings: async (filter, page) => {
      const query = { ...filter, page, pageSize: TRAINING_PAGE_SIZE };
      const { items, total } = await listTrainings(ctx, locale, query);
      return { items: asSent(z.array(trainingCard), items), total };
    },
    noticeInfo: (noticeid) =>
      unlessMissing(async () =>
        asSent(
          noticeInfo,
          await getNotice(ctx, locale, noticeid, viewerKeyOf(request, ctx.config.JWT_SECRET)),
        ),
      ),
    notices: async (page, search) => {
      const filter = { page, pageSize: NOTICE_PAGE_SIZE, search: search.trim() || undefined };
      const result = await listNotices(ctx, locale, filter);
      return {
        items: asSent(z.array(noticeListItem), result.items),
        total: result.total,
        pageSize: result.pageSize,
      };
    },
    faqs: async (category, search) =>
      asSent(z.array(faqItem), await listFaqs(ctx, locale, { category, search: search.trim() || undefined })),
    terms: (tab, version) =>
      unlessMissing(async () => asSent(termsInfo, await getTerms(ctx, locale, tab, version))),
  };
}
