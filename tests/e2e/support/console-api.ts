import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_APP_HEADERS } from './accounts';
import { ADMIN_URL } from './servers';

/** How the console writes a time in CSV exports: Seoul time with its offset. */
export const KST_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;

/** Today's date in Seoul, as the console's reports name their days. */
export const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A call to the admin server's API as the given token; fails the test unless it succeeds. */
export async function consoleCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
) {
  const response = await request.fetch(`${ADMIN_URL}${url}`, {
    method,
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { datas: T; total?: number };
}
