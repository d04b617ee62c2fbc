import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type { Config } from '../../config';
import type { SessionRegistry } from '../../domain/session-registry';
import { authenticate } from '../auth';
import { AppError } from '../errors';
import { localeFromAcceptLanguage } from '../locale';
import { isAppHeaderExempt } from '../openapi';
import { assertXsrf } from '../xsrf';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language (Accept-Language), set before any check so every refusal speaks it. */
    locale: Locale;
  }
}

export interface AppHeadersOptions {
  config: Pick<Config, 'WEB_APP_ID' | 'WEB_APP_KEY' | 'JWT_SECRET'>;
  sessions: SessionRegistry;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The edge of every API call: the reader's language first (so every refusal is in it), then the app
 * headers, the XSRF echo and the bearer token. Paths outside /api and the docs skip the checks.
 */
export const appHeaders = globalPlugin<AppHeadersOptions>(
  'app-headers',
  async (app, { config, sessions }) => {
    app.decorateRequest('locale', 'ko');
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      if (isAppHeaderExempt(request.url)) return;
      const appId = request.headers['x-app-id'];
      const appKey = request.headers['x-app-key'];
      if (
        typeof appId !== 'string' ||
        typeof appKey !== 'string' ||
        !sameSecret(appId, config.WEB_APP_ID) ||
        !sameSecret(appKey, config.WEB_APP_KEY)
      ) {
        throw new AppError(401, 'APP_UNAUTHORIZED', 'errors.appUnauthorized');
      }
      assertXsrf(request);
      await authenticate(request, config.JWT_SECRET, sessions);
    });
  },
);
