import { timingSafeEqual } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { Locale } from '@shared/constants';
import { encodeCompanyInfo } from '@shared/contract/company';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyInfoOf } from './company-info';
import { type Config, paymentsAreTestMode, trustProxyOption } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { type Access, authenticate } from './http/auth';
import { errorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { registerHealth } from './http/health';
import { registerJsonBodyParser } from './http/json-body';
import { localeFromAcceptLanguage } from './http/locale';
import { isAppHeaderExempt, registerOpenApi } from './http/openapi';
import {
  createFailoverStore,
  createMemoryStore,
  createRateLimiter,
  createRedisStore,
  parseRateLimits,
  type RateLimiter,
} from './http/rate-limit';
import { createRedisInvalidationChannel, createSessionRegistry } from './http/session-registry';
import { zodValidatorCompiler } from './http/validation';
import { registerWebApp } from './http/web-app';
import { assertXsrf } from './http/xsrf';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createEmailChannel } from './integrations/notification/email-channel';
import type { PaymentProvider } from './integrations/payment/provider';
import {
  createPaymentProvider,
  mountProviderRoutes,
  type ProviderDeps,
} from './integrations/payment/provider-registry';
import { createLocalStorage, type FileStorage } from './integrations/storage/storage';
import { databaseSessionSource } from './modules/account/session-source';
import { registerModules } from './modules/register';
import { createPageRenderer } from './modules/seo/page-renderer';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** Every route with its access rule, for the security matrix and the operators' docs. */
    routeTable: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  now?: () => Date;
  storage?: FileStorage;
  webRoot?: string;
  /**
   * Where this server reaches itself (the sandbox gateway's API, its deposit webhooks); PUBLIC_URL
   * unless a test listens on a random port and tells it afterwards.
   */
  internalUrl?: () => string;
  paymentGateway?: PaymentProvider;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Builds the whole platform (API, gateway sandbox, web app) without listening: what tests import. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (bad percent-encoding, a parameter over its length limit) is
    // refused before any hook runs; it still answers in the envelope and the caller's language.
    frameworkErrors: (error, request, reply) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return errorHandler(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);

  const now = options.now ?? (() => new Date());
  const internalUrl = options.internalUrl ?? (() => config.PUBLIC_URL);
  const providerDeps: ProviderDeps = { config, db: database.db, now: () => ctx.now(), internalUrl };
  const paymentGateway =
    options.paymentGateway ?? createPaymentProvider(config.PAYMENT_PROVIDER, providerDeps);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      smtpTimeoutMs: config.SMTP_TIMEOUT_MS,
      from: config.MAIL_FROM,
      db: database.db,
      log: app.log,
      now,
    });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer,
    notificationChannels: [createEmailChannel(mailer)],
    storage: options.storage ?? createLocalStorage(config.STORAGE_DIR),
    sessions: createSessionRegistry(databaseSessionSource(database.db), {
      channel: config.REDIS_URL
        ? createRedisInvalidationChannel(config.REDIS_URL, config.REDIS_TIMEOUT_MS, (error) =>
            app.log.error({ err: error }, 'session invalidation channel unavailable'),
          )
        : undefined,
      onError: (error) => app.log.error({ err: error }, 'session end not shared with other instances'),
    }),
    paymentGateway,
    now,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.sessions.close());
  const rateLimiter = createRateLimiter({
    store: config.REDIS_URL
      ? createFailoverStore(createRedisStore(config.REDIS_URL, config.REDIS_TIMEOUT_MS), app.log)
      : createMemoryStore(),
    overrides: parseRateLimits(config.RATE_LIMITS),
    now,
  });
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', () => rateLimiter.close());
  app.addHook('onResponse', rateLimiter.forgiveSuccess);
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
    await authenticate(request, config.JWT_SECRET, ctx.sessions);
  });

  const checkoutOrigins = paymentGateway.browserOrigins;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A provider's browser SDK (Toss's) opens its checkout in its own frame.
        scriptSrc: ["'self'", ...checkoutOrigins.script],
        frameSrc: ["'self'", ...checkoutOrigins.frame],
        // Mantine sets style attributes and injects CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...checkoutOrigins.connect],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerOpenApi(app);

  registerHealth(app, ctx);

  await mountProviderRoutes(app, config.PAYMENT_PROVIDER, providerDeps);
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });

  await registerModules(app);
  await registerWebApp(
    app,
    options.webRoot ?? resolve('dist/web'),
    {
      MEDIVENUS_APP: `${config.WEB_APP_ID}:${config.WEB_APP_KEY}`,
      MEDIVENUS_PAYMENTS: paymentsAreTestMode(config) ? 'test' : 'live',
      MEDIVENUS_COMPANY: encodeCompanyInfo(companyInfoOf(config)),
    },
    createPageRenderer(ctx),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
