/** Where a business registration number stands with the National Tax Service. */
export type BusinessStatus = 'active' | 'suspended' | 'closed' | 'unregistered';

export interface BusinessRegistry {
  /** Status of one 10-digit number; throws BusinessRegistryUnavailable when the service cannot answer. */
  status(businessNumber: string): Promise<BusinessStatus>;
}

export class BusinessRegistryUnavailable extends Error {
  override name = 'BusinessRegistryUnavailable';
}

interface NtsStatusAnswer {
  status_code?: string;
  data?: { b_no?: string; b_stt_cd?: string }[];
}

const STATUS_BY_CODE: Record<string, BusinessStatus> = { '01': 'active', '02': 'suspended', '03': 'closed' };

/**
 * The National Tax Service status call (data.go.kr "국세청_사업자등록정보 진위확인 및 상태조회"):
 * `POST {apiUrl}/api/nts-businessman/v1/status?serviceKey=…&returnType=JSON` with `{"b_no": [...]}`;
 * each `data[]` entry carries `b_stt_cd` 01 active, 02 suspended, 03 closed, and an empty code for a
 * number the service does not know. The service key is the decoded ("Decoding") key: it is encoded here.
 */
export function createNtsRegistry(options: {
  serviceKey: string;
  apiUrl: string;
  timeoutMs: number;
}): BusinessRegistry {
  return {
    async status(businessNumber) {
      const url = new URL('/api/nts-businessman/v1/status', options.apiUrl);
      url.searchParams.set('serviceKey', options.serviceKey);
      url.searchParams.set('returnType', 'JSON');
      let answer: NtsStatusAnswer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ b_no: [businessNumber] }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new BusinessRegistryUnavailable(`NTS answered HTTP ${response.status}`);
        answer = (await response.json()) as NtsStatusAnswer;
      } catch (error) {
        if (error instanceof BusinessRegistryUnavailable) throw error;
        throw new BusinessRegistryUnavailable('NTS status call failed', { cause: error });
      }
      if (answer.status_code !== 'OK')
        throw new BusinessRegistryUnavailable(`NTS status_code ${answer.status_code}`);
      const entry = answer.data?.find((item) => item.b_no === businessNumber);
      return STATUS_BY_CODE[entry?.b_stt_cd ?? ''] ?? 'unregistered';
    },
  };
}

/** The registry configured for this server, or null when NTS_SERVICE_KEY is not set (local check only). */
export function businessRegistryFor(config: {
  NTS_SERVICE_KEY?: string;
  NTS_API_URL: string;
  NTS_TIMEOUT_MS: number;
}): BusinessRegistry | null {
  return config.NTS_SERVICE_KEY
    ? createNtsRegistry({
        serviceKey: config.NTS_SERVICE_KEY,
        apiUrl: config.NTS_API_URL,
        timeoutMs: config.NTS_TIMEOUT_MS,
      })
    : null;
}
