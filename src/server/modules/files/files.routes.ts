import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './files.service';

const params = z.object({ foldername: z.string().max(128), filename: z.string().max(128) });

/** An SVG opened on its own must not run scripts or load anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  file: service.StoredFile,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch) {
    const opaque = file.etag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === opaque || tag.trim() === '*');
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/GetUrl/:foldername/:filename',
    {
      config: { fileAnswer: { contentType: '*/*', description: 'The stored file', conditional: true } },
      schema: { tags: ['Files'], params },
    },
    async (request, reply) => {
      const { foldername, filename } = request.params;
      const file = await service.openStoredFile(ctx, foldername, filename);
      reply
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString())
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      if (file.disposition) reply.header('content-disposition', file.disposition);
      if (notModified(request.headers, file)) {
        file.stream.destroy();
        return reply.code(304).send();
      }
      return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
    },
  );
};
