import {
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type Response,
} from '@playwright/test';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn, type TestMember } from './accounts';
import { consoleCall } from './console-api';
import { apiToken } from './purchase';
import { ADMIN_URL, MAIN_URL } from './servers';

/** The console's API as the demo operator: each call fails the test unless it succeeds. */
export interface AdminApi {
  token: string;
  call<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<{ datas: T; total?: number }>;
}

/**
 * Fixtures that make their own data and remove it: `member` is a fresh medical member signed up
 * through the API and withdrawn afterwards (unless the test withdrew it or changed its password);
 * `memberPage` is the page logged in as that member; `adminApi` calls the admin server's API as the
 * demo operator.
 */
/**
 * After a page load, waits until the app has taken over the server-rendered page (the root layout
 * marks <html data-app-ready>): before that, its buttons and forms do nothing yet.
 */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

/** A page in a context of its own (another visitor beside the test's page) that waits for the app as the test's page does. */
export async function newAppPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return waitingForTheApp(await context.newPage());
}

export const test = base.extend<{ member: TestMember; memberPage: Page; adminApi: AdminApi }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
  member: async ({ request }, use) => {
    const member = await createMember(request, MAIN_URL);
    await use(member);
    const login = await request.post(`${MAIN_URL}/api/account/login`, {
      headers: E2E_APP_HEADERS,
      data: { email: member.email, password: member.password, keepLogin: false },
    });
    if (!login.ok()) return;
    await request.delete(`${MAIN_URL}/api/account/withdraw`, {
      headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${(await login.json()).datas.accessToken}` },
      data: { password: member.password },
    });
  },
  memberPage: async ({ page, member }, use) => {
    await logIn(page, member);
    await use(page);
  },
  adminApi: async ({ request }, use) => {
    const token = await apiToken(request, ADMIN_URL, DEMO_ADMIN);
    await use({ token, call: (method, url, data) => consoleCall(request, token, method, url, data) });
  },
});

export { expect };
