import { type APIRequestContext, expect } from '@playwright/test';
import type { PlayerCourse, SavedProgress } from '../../../src/shared/contract/learning';
import { createMember, E2E_APP_HEADERS, type TestMember } from './accounts';

/** The member's access token, from the real login API. */
export async function apiToken(
  request: APIRequestContext,
  baseURL: string,
  member: TestMember,
): Promise<string> {
  const response = await request.post(`${baseURL}/api/account/login`, {
    headers: E2E_APP_HEADERS,
    data: { email: member.email, password: member.password, keepLogin: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).datas.accessToken;
}

/** A member's GET, answered in English (the learning spec runs the interface in English). */
export async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, {
    headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).datas as T;
}

/** The published course with this Korean title, through the public search API. */
export async function courseIdByTitle(
  request: APIRequestContext,
  baseURL: string,
  title: string,
): Promise<number> {
  const response = await request.get(`${baseURL}/api/Contents/search`, {
    headers: E2E_APP_HEADERS,
    params: { schtext: title },
  });
  const hits = (await response.json()).datas as { contentsid: number; title: string; conttype: string }[];
  const hit = hits.find((item) => item.title === title && item.conttype === 'course');
  if (!hit) throw new Error(`course ${title} not found`);
  return hit.contentsid;
}

/**
 * A card purchase through the sandbox gateway's protocol, without the pages: Payment/Create, the
 * checkout form's approval (test card), Payment/Confirm — the grant the payment flow makes.
 */
export async function buyCourse(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  contentsid: number,
): Promise<void> {
  const headers = { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` };
  const created = await request.post(`${baseURL}/api/Payment/Create`, {
    headers,
    data: { contentsid, method: 'card', agree: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const checkoutUrl = new URL((await created.json()).datas.checkoutUrl, baseURL);
  const form = Object.fromEntries(checkoutUrl.searchParams);
  const approved = await request.post(`${baseURL}/sandbox/toss/checkout`, {
    form: { ...form, action: 'pay', card: '4330123412340001', installmentMonths: '0' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const back = new URL(approved.headers().location!, baseURL);
  const confirmed = await request.post(`${baseURL}/api/Payment/Confirm`, {
    headers,
    data: {
      paymentKey: back.searchParams.get('paymentKey'),
      orderId: back.searchParams.get('orderId'),
      amount: Number(back.searchParams.get('amount')),
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** Every lesson completed through the player's own progress call, so the player shows its certificate. */
export async function completeCourse(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  contentsid: number,
): Promise<void> {
  const course = await apiGet<PlayerCourse>(request, `${baseURL}/api/Learning/Player/${contentsid}`, token);
  let rate = 0;
  for (const lesson of course.chapters.flatMap((chapter) => chapter.lessons)) {
    const response = await request.post(`${baseURL}/api/Learning/SaveProgress`, {
      headers: { ...E2E_APP_HEADERS, authorization: `Bearer ${token}` },
      data: { lessonid: lesson.lessonid, positionSec: lesson.durationSec, watchedSec: lesson.durationSec },
    });
    expect(response.ok(), await response.text()).toBe(true);
    rate = ((await response.json()).datas as SavedProgress).progressRate;
  }
  expect(rate).toBe(100);
}

/** A new member who bought the course of this title and completed every lesson of it. */
export async function memberWithCompletedCourse(request: APIRequestContext, baseURL: string, title: string) {
  const member = await createMember(request, baseURL);
  const token = await apiToken(request, baseURL, member);
  const contentsid = await courseIdByTitle(request, baseURL, title);
  await buyCourse(request, baseURL, token, contentsid);
  await completeCourse(request, baseURL, token, contentsid);
  return { member, token, contentsid };
}
