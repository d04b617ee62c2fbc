import type { FastifyInstance } from 'fastify';

/** The OpenAPI document exactly as the app serves it at /api/docs/json. */
export async function servedDocument(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json();
}
