import { describe, expect, it } from 'vitest';
import { apiClient } from '../fixtures/api-client';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';

const testApp = useTestApp();

/** A concrete URL for a route pattern: numeric ids, a UUID for useruid, words elsewhere. */
function concrete(url: string): string {
  return url
    .replace(/:useruid/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:(\w*id|year|month|tab|page)\b\??/gi, '1')
    .replace(/:\w+\??/g, 'x');
}

describe('access rules, generated from the route table', () => {
  it('every API route declares who may call it', () => {
    const routes = testApp().app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes)
      expect(['public', 'member', 'instructor', 'admin'], `${route.method} ${route.url}`).toContain(
        route.access,
      );
  });

  it('a visitor gets 401 on every member and admin route, whatever the body', async () => {
    const guarded = testApp().app.routeTable.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const response = await apiClient(testApp()).send(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : { anything: 'goes' },
      );
      expect(response.status, `${route.method} ${route.url}`).toBe(401);
      expect(response.body.success).toBe(false);
    }
  });

  it('a member gets 403 on every admin and instructor route, whatever the body', async () => {
    const { member } = await seededTokens(testApp());
    const adminRoutes = testApp().app.routeTable.filter(
      (route) => route.access === 'admin' || route.access === 'instructor',
    );
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const response = await apiClient(testApp()).send(
        route.method as 'GET',
        concrete(route.url),
        route.method === 'GET' ? undefined : { anything: 'goes' },
        { token: member },
      );
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });
});
