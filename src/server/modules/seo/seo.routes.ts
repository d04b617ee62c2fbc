import { idParam } from '@shared/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordNotFound } from '../../domain/errors';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo.service';
import { createShareImages } from './share-image';

/** For crawlers: robots.txt, a sitemap read from the database on each call, and link-preview images. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const shareImages = createShareImages(ctx);

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

  app.get(
    '/share-image/:contentsid.jpg',
    { schema: { hide: true, params: z.object({ contentsid: idParam }) } },
    async (request, reply) => {
      const image = await shareImages.forContents(request.params.contentsid);
      if (!image) throw recordNotFound();
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(image);
    },
  );
};
