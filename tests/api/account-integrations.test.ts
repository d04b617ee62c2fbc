import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/account';
import { apiClient } from '../fixtures/api-client';
import { partnerJoin, signUp } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const NTS_KEY = 'nts-test/key+==';
const JUSO_KEY = 'juso-test-key';

// Numbers that pass the check digit, each answered differently by the fake tax service.
const ACTIVE = '2208162517';
const SUSPENDED = '1048145045';
const CLOSED = '1112223339';
const UNREGISTERED = '1234567891';
const FAILING = '1068180484';

const ntsCalls: { path: string; serviceKey: string | null; returnType: string | null; body: unknown }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** Speaks the National Tax Service status protocol (odcloud nts-businessman v1). */
const nts = createServer(async (request, res) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const body = JSON.parse((await readBody(request)) || '{}') as { b_no?: string[] };
  ntsCalls.push({
    path: `${request.method} ${url.pathname}`,
    serviceKey: url.searchParams.get('serviceKey'),
    returnType: url.searchParams.get('returnType'),
    body,
  });
  if (request.method !== 'POST' || url.pathname !== '/api/nts-businessman/v1/status')
    return sendJson(res, 404, { code: -4, msg: 'not found' });
  if (url.searchParams.get('serviceKey') !== NTS_KEY)
    return sendJson(res, 401, { code: -401, msg: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR' });
  const number = body.b_no?.[0] ?? '';
  if (number === FAILING) return sendJson(res, 500, { code: -5, msg: 'internal error' });
  const known: Record<string, [string, string]> = {
    [ACTIVE]: ['01', '계속사업자'],
    [SUSPENDED]: ['02', '휴업자'],
    [CLOSED]: ['03', '폐업자'],
  };
  const entry = known[number];
  return sendJson(res, 200, {
    request_cnt: 1,
    ...(entry ? { match_cnt: 1 } : {}),
    status_code: 'OK',
    data: [
      entry
        ? { b_no: number, b_stt: entry[1], b_stt_cd: entry[0], tax_type: '부가가치세 일반과세자', end_dt: '' }
        : { b_no: number, b_stt: '', b_stt_cd: '', tax_type: '국세청에 등록되지 않은 사업자등록번호입니다.' },
    ],
  });
});

/** Speaks the road-name address search protocol (business.juso.go.kr addrLinkApi, JSON). */
const juso = createServer((request, res) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const common = (errorCode: string, errorMessage: string, totalCount = '0') => ({
    errorMessage,
    countPerPage: url.searchParams.get('countPerPage') ?? '10',
    totalCount,
    errorCode,
    currentPage: url.searchParams.get('currentPage') ?? '1',
  });
  if (url.pathname !== '/addrlink/addrLinkApi.do' || url.searchParams.get('resultType') !== 'json')
    return sendJson(res, 404, {});
  if (url.searchParams.get('confmKey') !== JUSO_KEY)
    return sendJson(res, 200, {
      results: { common: common('E0001', '승인되지 않은 KEY 입니다.'), juso: null },
    });
  const keyword = url.searchParams.get('keyword') ?? '';
  if (keyword === '시스템오류')
    return sendJson(res, 200, { results: { common: common('-999', '시스템 에러'), juso: null } });
  if (keyword === '서울') {
    return sendJson(res, 200, {
      results: { common: common('E0006', '주소를 상세히 입력해 주시기 바랍니다.'), juso: null },
    });
  }
  if (keyword.includes('테헤란로 152')) {
    return sendJson(res, 200, {
      results: {
        common: common('0', '정상', '1'),
        juso: [
          {
            roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)',
            roadAddrPart1: '서울특별시 강남구 테헤란로 152',
            jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
            engAddr: '152 Teheran-ro, Gangnam-gu, Seoul',
            zipNo: '06236',
            bdNm: '강남파이낸스센터',
          },
        ],
      },
    });
  }
  return sendJson(res, 200, { results: { common: common('0', '정상', '0'), juso: [] } });
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const ntsUrl = await listen(nts);
const jusoUrl = await listen(juso);
afterAll(async () => {
  await new Promise((resolve) => nts.close(resolve));
  await new Promise((resolve) => juso.close(resolve));
});

describe('with the National Tax Service and the address search configured', () => {
  const testApp = useTestApp({
    env: { NTS_SERVICE_KEY: NTS_KEY, NTS_API_URL: ntsUrl, JUSO_API_KEY: JUSO_KEY, JUSO_API_URL: jusoUrl },
  });
  const check = (businessNumber: string) =>
    apiClient(testApp()).post('/api/account/checkbusiness', { businessNumber });

  it('offers both helpers to the sign-up form', async () => {
    const response = await apiClient(testApp()).get('/api/account/joinoptions');
    expect(response.body.datas).toEqual({ addressSearch: true, businessStatusCheck: true });
  });

  it('asks the tax service with the service key in the query, returnType=JSON and {"b_no": [...]}', async () => {
    const response = await check('220-81-62517');
    expect(response.status).toBe(200);
    expect(response.body.datas).toEqual({ businessNumber: ACTIVE, status: 'active' });
    expect(ntsCalls.at(-1)).toEqual({
      path: 'POST /api/nts-businessman/v1/status',
      serviceKey: NTS_KEY,
      returnType: 'JSON',
      body: { b_no: [ACTIVE] },
    });
  });

  it.each([
    [SUSPENDED, 'BUSINESS_SUSPENDED', 'This business is temporarily suspended and cannot be registered.'],
    [CLOSED, 'BUSINESS_CLOSED', 'This business is closed and cannot be registered.'],
    [
      UNREGISTERED,
      'BUSINESS_UNREGISTERED',
      'This business registration number is not registered with the National Tax Service.',
    ],
  ])('refuses %s with %s', async (number, code, respMessage) => {
    const response = await check(number);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code, respMessage });
  });

  it('does not ask the tax service about a number whose check digit is wrong', async () => {
    const calls = ntsCalls.length;
    expect((await check('220-81-62510')).status).toBe(400);
    expect(ntsCalls.length).toBe(calls);
  });

  it('says the check is unavailable when the tax service fails', async () => {
    const response = await check(FAILING);
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('BUSINESS_CHECK_UNAVAILABLE');
  });

  it('signs up an active partner as verified, and refuses a closed one', async () => {
    const session = await signUp(testApp(), partnerJoin());
    const [row] = await testApp()
      .database.db.select({ status: users.businessStatus })
      .from(users)
      .where(eq(users.useruid, session.useruid));
    expect(row?.status).toBe('active');

    const closed = partnerJoin({ businessNumber: '111-22-23339' });
    const refused = await apiClient(testApp()).post('/api/account/join/', closed);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BUSINESS_CLOSED');
    const stored = await testApp()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, String(closed.email)));
    expect(stored).toHaveLength(0);
  });

  it('finds road-name addresses', async () => {
    const response = await apiClient(testApp()).get(
      `/api/account/address?keyword=${encodeURIComponent('테헤란로 152')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.datas).toEqual({
      items: [
        {
          zipCode: '06236',
          roadAddress: '서울특별시 강남구 테헤란로 152 (역삼동)',
          jibunAddress: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
          englishAddress: '152 Teheran-ro, Gangnam-gu, Seoul',
          buildingName: '강남파이낸스센터',
        },
      ],
      total: 1,
      page: 1,
    });
  });

  it.each([['없는도로 999'], ['서울']])("answers 'Address not found' for %s", async (keyword) => {
    const response = await apiClient(testApp()).get(
      `/api/account/address?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'ADDRESS_NOT_FOUND', respMessage: 'Address not found' });
  });

  it('answers 503 when the address service fails, and checks the keyword length first', async () => {
    const failed = await apiClient(testApp()).get(
      `/api/account/address?keyword=${encodeURIComponent('시스템오류')}`,
    );
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('ADDRESS_SEARCH_UNAVAILABLE');
    const short = await apiClient(testApp()).get('/api/account/address?keyword=a');
    expect(short.status).toBe(400);
    expect(short.body.datas.fields[0]).toEqual({
      field: 'keyword',
      message: 'Enter at least 2 characters.',
    });
  });
});

describe('with a wrong tax service key', () => {
  const testApp = useTestApp({
    seed: false,
    env: {
      NTS_SERVICE_KEY: 'wrong-key',
      NTS_API_URL: ntsUrl,
      JUSO_API_KEY: 'wrong-key',
      JUSO_API_URL: jusoUrl,
    },
  });

  it('refuses to guess: the business check and the address search are unavailable', async () => {
    const check = await apiClient(testApp()).post('/api/account/checkbusiness', { businessNumber: ACTIVE });
    expect(check.status).toBe(503);
    const address = await apiClient(testApp()).get(
      `/api/account/address?keyword=${encodeURIComponent('테헤란로 152')}`,
    );
    expect(address.status).toBe(503);
  });
});

describe('without JUSO_API_KEY', () => {
  const testApp = useTestApp({ seed: false });

  it('leaves the address to plain entry', async () => {
    const response = await apiClient(testApp()).get(
      `/api/account/address?keyword=${encodeURIComponent('테헤란로 152')}`,
    );
    expect(response.status).toBe(503);
    expect(response.body.respMessage).toBe(
      'Address search is unavailable right now. Please enter the address yourself.',
    );
  });
});
