import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider, ProviderName } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { SANDBOX_PREFIX, sandboxGateway, sandboxSecretKey } from './sandbox/sandbox-routes';
import { createTossProvider } from './toss-provider';

export interface ProviderDeps {
  config: Config;
  db: Database;
  now(): Date;
  /** Where this server reaches itself: the sandbox's API and its webhooks to /webhooks/payment. */
  internalUrl(): string;
}

interface ProviderEntry {
  create(deps: ProviderDeps): PaymentProvider;
  /** Routes the provider serves on this server itself (the sandbox's pages and API). */
  mount?(app: FastifyInstance, deps: ProviderDeps): Promise<void>;
}

/** Payment providers by the name PAYMENT_PROVIDER gives; docs/payments.md says how to add one. */
const PROVIDERS: Record<ProviderName, ProviderEntry> = {
  toss: {
    create: ({ config }) =>
      createTossProvider({
        baseUrl: config.TOSS_API_URL,
        secretKey: config.TOSS_SECRET_KEY ?? '',
        clientKey: config.TOSS_CLIENT_KEY ?? null,
        timeoutMs: config.TOSS_TIMEOUT_MS,
      }),
  },
  sandbox: {
    create: ({ config, internalUrl }) =>
      createSandboxProvider({
        baseUrl: () => `${internalUrl()}${SANDBOX_PREFIX}`,
        secretKey: sandboxSecretKey(config.JWT_SECRET),
        timeoutMs: config.TOSS_TIMEOUT_MS,
      }),
    async mount(app, { config, db, now, internalUrl }) {
      await app.register(sandboxGateway, {
        prefix: SANDBOX_PREFIX,
        db,
        now,
        publicUrl: config.PUBLIC_URL,
        secretKey: sandboxSecretKey(config.JWT_SECRET),
        webhookUrl: () => `${internalUrl()}/webhooks/payment`,
      });
    },
  },
};

export function createPaymentProvider(name: ProviderName, deps: ProviderDeps): PaymentProvider {
  return PROVIDERS[name].create(deps);
}

export async function mountProviderRoutes(app: FastifyInstance, name: ProviderName, deps: ProviderDeps) {
  await PROVIDERS[name].mount?.(app, deps);
}
