import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { encodeCompanyInfo } from '@shared/contract/company';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyInfoOf } from './company-info';
import { type Config, paymentsAreTestMode, trustProxyOption } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import type { Access } from './http/auth';
import { COMPRESS_THRESHOLD_BYTES } from './http/compressed-copies';
import { errorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { localeFromAcceptLanguage } from './http/locale';
import { registerOpenApi } from './http/openapi';
import { appHeaders } from './http/plugins/app-headers';
import { health } from './http/plugins/health';
import { registerMyCoursesCache } from './http/plugins/my-courses-cache';
import { securityHeaders } from './http/plugins/security-headers';
import {
  createFailoverStore,
  createMemoryStore,
  createRateLimiter,
  createRedisStore,
  parseRateLimits,
  type RateLimiter,
} from './http/rate-limit';
import { keepRenderedPages } from './http/rendered-page-cache';
import { createRedisInvalidationChannel, createSessionRegistry } from './http/session-registry';
import { zodValidatorCompiler } from './http/validation';
import { languageScriptsOf, registerWebApp } from './http/web-app';
import { type AddressSearch, addressSearchFor } from './integrations/address/address-search';
import {
  type BusinessRegistry,
  businessRegistryFor,
} from './integrations/business-registry/business-registry';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createEmailChannel } from './integrations/notification/email-channel';
import type { PaymentProvider } from './integrations/payment/provider';
import {
  createPaymentProviders,
  mountProviderRoutes,
  type ProviderDeps,
} from './integrations/payment/provider-registry';
import { createLocalStorage, type FileStorage } from './integrations/storage/storage';
import { createManualTaxInvoiceIssuer } from './integrations/tax-invoice/tax-invoice-issuer';
import { databaseSessionSource } from './modules/account/session-source';
import { registerModules } from './modules/register';
import { createPageRenderer, PAGES_RENDERED_EACH_TIME, requestPageLocale } from './modules/seo/page-renderer';
import { createPageFonts } from './modules/ssr/page-fonts';
import { pageFontRoutes } from './modules/ssr/page-fonts.routes';
import { pageStylesOf } from './modules/ssr/page-styles';
import { loadRenderApp } from './modules/ssr/server-render';

declare module 'fastify' {
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
  /** The web app's server entry (dist/ssr/entry-server.js when built); without it pages render in the browser only. */
  ssrEntry?: string;
  /**
   * Where this server reaches itself (the sandbox gateway's API, its deposit webhooks); PUBLIC_URL
   * unless a test listens on a random port and tells it afterwards.
   */
  internalUrl?: () => string;
  /** Stands in for the enabled provider of its name (a test's provider that loses an answer). */
  paymentGateway?: PaymentProvider;
  /** null turns the check off; by default the one NTS_SERVICE_KEY configures. */
  businessRegistry?: BusinessRegistry | null;
  /** null turns the search off; by default the one JUSO_API_KEY configures. */
  addressSearch?: AddressSearch | null;
}

/** Builds the whole platform (API, gateway sandbox, web app) without listening: what tests import. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches the server while it shuts down is still served (with `Connection: close`)
    // rather than refused with a 503: a balancer never sends a POST it already sent to another
    // instance, and the shipped nginx retries no 503 (docs/operations.md, "Stopping and restarting").
    return503OnClosing: false,
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
  const payments = createPaymentProviders(
    providerDeps,
    options.paymentGateway ? [options.paymentGateway] : [],
  );

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
    payments,
    businessRegistry:
      options.businessRegistry === undefined ? businessRegistryFor(config) : options.businessRegistry,
    addressSearch: options.addressSearch === undefined ? addressSearchFor(config) : options.addressSearch,
    // The only issuer until an e-tax-invoice service joins (integrations/tax-invoice says where).
    taxInvoiceIssuer: createManualTaxInvoiceIssuer(),
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
  app.addHook('onResponse', rateLimiter.forgiveUncounted);

  await app.register(appHeaders, { config, sessions: ctx.sessions });
  await app.register(securityHeaders, { checkoutOrigins: payments.current.browserOrigins });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });
  await registerOpenApi(app, config.API_DOCS === 'on');

  await app.register(health, { db: ctx.db, storage: ctx.storage });

  await mountProviderRoutes(app, providerDeps);
  const routeTable: RouteAccess[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });

  await registerMyCoursesCache(app, database);
  await registerModules(app);
  const pageFonts = createPageFonts({
    secret: config.JWT_SECRET,
    onError: (error) => app.log.error({ err: error }, "a page's font file could not be made"),
  });
  app.addHook('onClose', () => pageFonts.close());
  await app.register(pageFontRoutes, { pageFonts });
  const webRoot = options.webRoot ?? resolve('dist/web');
  await registerWebApp(
    app,
    webRoot,
    {
      MEDIVENUS_APP: `${config.WEB_APP_ID}:${config.WEB_APP_KEY}`,
      MEDIVENUS_PAYMENTS: paymentsAreTestMode(config) ? 'test' : 'live',
      MEDIVENUS_COMPANY: encodeCompanyInfo(companyInfoOf(config)),
    },
    keepRenderedPages(
      createPageRenderer(ctx, options.ssrEntry ? await loadRenderApp(options.ssrEntry) : null, {
        languageScripts: languageScriptsOf(webRoot),
        pageStyles: pageStylesOf(webRoot, pageFonts.faceFor),
      }),
      {
        catalogue: app.responseCache,
        languageOf: requestPageLocale,
        renderedEachTime: PAGES_RENDERED_EACH_TIME,
        now: () => ctx.now().getTime(),
      },
    ),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
