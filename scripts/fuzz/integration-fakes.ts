import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the National Tax Service status check and the road-name address search, so the fuzz
 * reaches their routes' own answers instead of "not configured" (503). They answer every call with an
 * ordinary result in the services' wire formats (tests/api/account-integrations.test.ts has the detail).
 */
function sendJson(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const nts = () =>
  createServer((request, res) => {
    request.resume();
    request.on('end', () =>
      sendJson(res, {
        request_cnt: 1,
        match_cnt: 1,
        status_code: 'OK',
        data: [
          {
            b_no: '2208162517',
            b_stt: '계속사업자',
            b_stt_cd: '01',
            tax_type: '부가가치세 일반과세자',
            end_dt: '',
          },
        ],
      }),
    );
  });

const juso = () =>
  createServer((request, res) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    sendJson(res, {
      results: {
        common: {
          errorMessage: '정상',
          countPerPage: url.searchParams.get('countPerPage') ?? '10',
          totalCount: '1',
          errorCode: '0',
          currentPage: url.searchParams.get('currentPage') ?? '1',
        },
        juso: [
          {
            roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동)',
            roadAddrPart1: '서울특별시 강남구 테헤란로 152',
            jibunAddr: '서울특별시 강남구 역삼동 737',
            engAddr: '152 Teheran-ro, Gangnam-gu, Seoul',
            zipNo: '06236',
            bdNm: '강남파이낸스센터',
          },
        ],
      },
    });
  });

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Starts both fakes; returns the app's environment for them and a way to stop them. */
export async function startIntegrationFakes() {
  const servers = [nts(), juso()];
  const [ntsUrl, jusoUrl] = await Promise.all(servers.map(listen));
  return {
    env: {
      NTS_SERVICE_KEY: 'fuzz-key',
      NTS_API_URL: ntsUrl!,
      JUSO_API_KEY: 'fuzz-key',
      JUSO_API_URL: jusoUrl!,
    },
    stop: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
