import type { AddressSearchResult } from '@shared/contract/account';

export interface AddressSearch {
  /** One page of road-name addresses matching the keyword; throws AddressSearchUnavailable on failure. */
  search(keyword: string, page: number): Promise<AddressSearchResult>;
}

export class AddressSearchUnavailable extends Error {
  override name = 'AddressSearchUnavailable';
}

interface JusoAnswer {
  results?: {
    common?: { errorCode?: string; errorMessage?: string; totalCount?: string; currentPage?: string };
    juso?:
      | {
          roadAddr?: string;
          jibunAddr?: string;
          engAddr?: string;
          zipNo?: string;
          bdNm?: string;
        }[]
      | null;
  };
}

const PAGE_SIZE = 10;
// Juso's errors about the keyword itself (too short, too broad, forbidden words) mean nothing matched;
// the others (key, system) mean the service cannot be used. https://business.juso.go.kr/addrlink/openApi/searchApi.do
const KEYWORD_ERRORS = new Set([
  'E0005',
  'E0006',
  'E0008',
  'E0009',
  'E0010',
  'E0011',
  'E0012',
  'E0013',
  'E0015',
]);

/** The road-name address search of the Ministry of the Interior (business.juso.go.kr addrLinkApi). */
export function createJusoSearch(options: {
  apiKey: string;
  apiUrl: string;
  timeoutMs: number;
}): AddressSearch {
  return {
    async search(keyword, page) {
      const url = new URL('/addrlink/addrLinkApi.do', options.apiUrl);
      url.searchParams.set('confmKey', options.apiKey);
      url.searchParams.set('currentPage', String(page));
      url.searchParams.set('countPerPage', String(PAGE_SIZE));
      url.searchParams.set('keyword', keyword);
      url.searchParams.set('resultType', 'json');
      let answer: JusoAnswer;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new AddressSearchUnavailable(`juso answered HTTP ${response.status}`);
        answer = (await response.json()) as JusoAnswer;
      } catch (error) {
        if (error instanceof AddressSearchUnavailable) throw error;
        throw new AddressSearchUnavailable('juso search failed', { cause: error });
      }
      const common = answer.results?.common;
      const code = common?.errorCode ?? '';
      if (KEYWORD_ERRORS.has(code)) return { items: [], total: 0, page };
      if (code !== '0') throw new AddressSearchUnavailable(`juso errorCode ${code}`);
      const items = (answer.results?.juso ?? []).map((entry) => ({
        zipCode: entry.zipNo ?? '',
        roadAddress: entry.roadAddr ?? '',
        jibunAddress: entry.jibunAddr ?? '',
        englishAddress: entry.engAddr ?? '',
        buildingName: entry.bdNm ?? '',
      }));
      return { items, total: Number(common?.totalCount ?? items.length) || 0, page };
    },
  };
}

/** The address search configured for this server, or null without JUSO_API_KEY (plain entry). */
export function addressSearchFor(config: {
  JUSO_API_KEY?: string;
  JUSO_API_URL: string;
  JUSO_TIMEOUT_MS: number;
}): AddressSearch | null {
  return config.JUSO_API_KEY
    ? createJusoSearch({
        apiKey: config.JUSO_API_KEY,
        apiUrl: config.JUSO_API_URL,
        timeoutMs: config.JUSO_TIMEOUT_MS,
      })
    : null;
}
