import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo.service';

/** For crawlers: robots.txt and a sitemap read from the database on each call, so publishing shows at once. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(publicUrl, await sitemapEntries(ctx))),
  );
};
