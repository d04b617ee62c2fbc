import { PAGE_FONT_PATH } from '@shared/contract/server-render';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordNotFound, unavailable } from '../../domain/errors';
import { PageFontUnavailable } from './page-font-worker-client';
import type { PageFonts } from './page-fonts';

const BASE64URL = /^[\w-]+$/;
const RETRY_AFTER_SECONDS = 5;

/**
 * A rendered page's font file (page-fonts.ts). Its address names its content, so it never changes.
 * A file that cannot be made now answers 503: the page keeps the system font.
 */
export const pageFontRoutes: FastifyPluginAsyncZod<{ pageFonts: PageFonts }> = async (app, { pageFonts }) => {
  app.get(
    `${PAGE_FONT_PATH}/:signature.woff2`,
    {
      schema: {
        hide: true,
        params: z.object({ signature: z.string().regex(BASE64URL).max(64) }),
        querystring: z.object({ c: z.string().regex(BASE64URL).max(12_000) }),
      },
    },
    async (request, reply) => {
      const file = await pageFonts
        .fileFor({ signature: request.params.signature, characters: request.query.c })
        .catch((error: unknown) => {
          if (!(error instanceof PageFontUnavailable)) throw error;
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          throw unavailable('PAGE_FONT_BUSY', 'errors.busy');
        });
      if (!file) throw recordNotFound();
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    },
  );
};
