import type { APIRequestContext, Page } from '@playwright/test';
import type { Access } from '../../src/web/app/guard';
import {
  ADMIN_ROUTES,
  EMPTY_ROUTES,
  MYPAGE_ROUTES,
  type RouteEntry,
  STANDARD_ROUTES,
} from '../../src/web/app/route-table';
import { createMember, DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { buyCourse, courseIdByTitle } from './support/purchase';
import { MAIN_URL } from './support/servers';

/**
 * Every route of the route table, under the role that may see it, audited by axe as the user
 * meets it: whole page, header and footer included. A new route joins the sweep by itself.
 */

/** The seeded hands-on training the catalogue specs also open. */
const SEEDED_TRAINING = 14;

/** Seeded ids and sample values for the route patterns' parameters. */
interface Samples {
  /** A seeded course; the member sweep's member owns it, so the player pages open too. */
  course: number;
  training: number;
  /** A member for the admin's member page; only the admin sweep opens it. */
  useruid?: string;
}

/** A concrete URL for a route: its parameters filled, and the query its page reads. */
function urlOf(route: RouteEntry, samples: Samples): string {
  const contentsid =
    route.name.startsWith('lecture') || route.path.includes('trainings') ? samples.training : samples.course;
  const path = route.path
    .replace(':contentsid', String(contentsid))
    .replace(':categoryid?', '1')
    .replace(':useruid', samples.useruid ?? ':useruid')
    .replace(':token', 'unknown-reset-token')
    .replace(':number', 'MV-0000-00000')
    .replace(':code', 'MC-0000-0000-0000')
    .replace(/\/:\w+\?/g, '');
  const query: Record<string, string> = {
    search: '?searchtxt=%ED%95%84%EB%9F%AC',
    payment: `?contentsid=${samples.course}`,
    noticeDetail: '?noticeid=2',
    terms: '?tab=0',
  };
  return path + (query[route.name] ?? '');
}

/** Loaded: the network has settled and no skeleton is left (a player may still spin while it buffers). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
}

const EVERY_ROUTE = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES];

/**
 * Where a route lands when opened cold: the payment result page without the gateway's return
 * query cannot confirm anything and sends the member to the failure page (audited on its own).
 */
const LANDS_ON: Record<string, string> = { paymentComplete: '/paymentFail' };

async function sweep(page: Page, access: Access[], samples: Samples, extra: string[] = []) {
  const visits = [
    ...extra.map((url) => ({ url, landsOn: url })),
    ...EVERY_ROUTE.filter((route) => access.includes(route.access)).map((route) => {
      const url = urlOf(route, samples);
      return { url, landsOn: LANDS_ON[route.name] ?? url.split('?')[0]! };
    }),
  ];
  expect(visits.length).toBeGreaterThan(5);
  for (const { url, landsOn } of visits) {
    await page.goto(url);
    await settled(page);
    // The guard let this role stay: the audit is of the page itself, not of a redirect.
    expect.soft(new URL(page.url()).pathname, url).toBe(landsOn);
    expect.soft(await seriousViolations(page), url).toEqual([]);
  }
}

async function catalogueSamples(request: APIRequestContext): Promise<Samples> {
  return { course: await courseIdByTitle(request, MAIN_URL, '보톡스 입문'), training: SEEDED_TRAINING };
}

/** A fresh member, signed in through the API, with the sample values that name them. */
async function freshMember(request: APIRequestContext) {
  const member = await createMember(request, MAIN_URL);
  const login = await request.post(`${MAIN_URL}/api/account/login`, {
    headers: E2E_APP_HEADERS,
    data: { email: member.email, password: member.password, keepLogin: false },
  });
  const { accessToken, useruid } = (await login.json()).datas as { accessToken: string; useruid: string };
  return { member, accessToken, samples: { ...(await catalogueSamples(request)), useruid } };
}

test.describe('accessibility sweep (axe): no serious or critical violation on any route', () => {
  test.describe.configure({ timeout: 300_000 });

  test('as a visitor', async ({ page, request }) => {
    await sweep(page, ['public', 'guest'], await catalogueSamples(request));
  });

  test('as a member', async ({ page, request }) => {
    const { member, accessToken, samples } = await freshMember(request);
    await buyCourse(request, MAIN_URL, accessToken, samples.course);
    await logIn(page, member);
    // The public home as well: the signed-in header differs from the visitor's.
    await sweep(page, ['required'], samples, ['/main']);
  });

  test('as an admin', async ({ page, request }) => {
    const { samples } = await freshMember(request);
    await logIn(page, DEMO_ADMIN);
    await sweep(page, ['admin'], samples);
  });
});
