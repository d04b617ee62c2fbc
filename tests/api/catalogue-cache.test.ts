import { describe, expect, it } from 'vitest';
import { request, seededTokens } from '../fixtures/roles';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

describe('cached public answers: search and the visitor course page', () => {
  it('search answers carry an ETag and a repeated request with it gets 304', async () => {
    const url = `/api/Contents/search?schtext=${encodeURIComponent('필러')}`;
    const first = await request(testApp(), 'GET', url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await request(testApp(), 'GET', url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it("a visitor's course page is cached; a member's carries their own purchase state", async () => {
    const { member } = await seededTokens(testApp());
    const visitor = await request(testApp(), 'GET', '/api/Contents/GetInfo/1');
    expect(visitor.headers.etag).toBeTruthy();
    expect(visitor.json().datas.purchaseState).toBe('login_required');
    const asMember = await request(testApp(), 'GET', '/api/Contents/GetInfo/1', { token: member });
    expect(asMember.headers.etag).toBeUndefined();
    expect(asMember.json().datas.purchaseState).not.toBe('login_required');
  });
});
