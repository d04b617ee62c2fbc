import { describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

describe('cached public answers: search and the visitor course page', () => {
  it('search answers carry an ETag and a repeated request with it gets 304', async () => {
    const url = `/api/Contents/search?schtext=${encodeURIComponent('필러')}`;
    const first = await apiClient(testApp()).get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await apiClient(testApp()).get(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("a visitor's course page is cached; a member's carries their own purchase state", async () => {
    const { member } = await seededTokens(testApp());
    const visitor = await apiClient(testApp()).get('/api/Contents/GetInfo/1');
    expect(visitor.headers.etag).toBeTruthy();
    expect(visitor.body.datas.purchaseState).toBe('login_required');
    const asMember = await apiClient(testApp()).get('/api/Contents/GetInfo/1', { token: member });
    expect(asMember.headers.etag).toBeUndefined();
    expect(asMember.body.datas.purchaseState).not.toBe('login_required');
  });
});
