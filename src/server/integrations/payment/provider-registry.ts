import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createPortOneProvider } from './portone-provider';
import { createPortOneSandboxProvider } from './portone-sandbox/portone-sandbox-provider';
import {
  PORTONE_SANDBOX_PREFIX,
  portoneSandboxGateway,
  portoneSandboxSecrets,
} from './portone-sandbox/portone-sandbox-routes';
import type { PaymentProvider, ProviderName } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { SANDBOX_PREFIX, sandboxGateway, sandboxSecretKey } from './sandbox/sandbox-routes';
import { createTossProvider } from './toss-provider';

export interface ProviderDeps {
  config: Config;
  db: Database;
  now(): Date;
  /** Where this server reaches itself: the stand-ins' APIs and their webhooks to /webhooks/payment. */
  internalUrl(): string;
}

interface ProviderEntry {
  create(deps: ProviderDeps): PaymentProvider;
  /** Routes the provider serves on this server itself (the sandbox's pages and API). */
  mount?(app: FastifyInstance, deps: ProviderDeps): Promise<void>;
}

/** Payment providers by the names PAYMENT_PROVIDER and PAYMENT_PROVIDERS give; docs/payments.md says how to add one. */
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
  portone: {
    create: ({ config, now }) =>
      createPortOneProvider({
        baseUrl: config.PORTONE_API_URL,
        apiSecret: config.PORTONE_API_SECRET ?? '',
        storeId: config.PORTONE_STORE_ID ?? '',
        channelKey: config.PORTONE_CHANNEL_KEY ?? '',
        webhookSecret: config.PORTONE_WEBHOOK_SECRET ?? '',
        timeoutMs: config.PORTONE_TIMEOUT_MS,
        now,
      }),
  },
  'portone-sandbox': {
    create: ({ config, internalUrl, now }) =>
      createPortOneSandboxProvider({
        baseUrl: () => `${internalUrl()}${PORTONE_SANDBOX_PREFIX}`,
        ...portoneSandboxSecrets(config.JWT_SECRET),
        timeoutMs: config.PORTONE_TIMEOUT_MS,
        now,
      }),
    async mount(app, { config, db, now, internalUrl }) {
      await app.register(portoneSandboxGateway, {
        prefix: PORTONE_SANDBOX_PREFIX,
        db,
        now,
        publicUrl: config.PUBLIC_URL,
        ...portoneSandboxSecrets(config.JWT_SECRET),
        // A signing provider has its own webhook address (decision 093).
        webhookUrl: () => `${internalUrl()}/webhooks/payment/portone-sandbox`,
      });
    },
  },
};

export function createPaymentProvider(name: ProviderName, deps: ProviderDeps): PaymentProvider {
  return PROVIDERS[name].create(deps);
}

/**
 * The providers a deployment talks to (decision 091): new checkouts and card registrations go to
 * `current` (PAYMENT_PROVIDER); an order or a saved card goes to the provider recorded on it, which
 * may be another enabled one (PAYMENT_PROVIDERS) after a switch.
 */
export interface PaymentProviders {
  readonly current: PaymentProvider;
  /** Every enabled provider, the current one first. */
  readonly enabled: readonly PaymentProvider[];
  /**
   * The provider recorded on an order or a card. Null is a row older than the record, not yet
   * filled at start-up: it was taken by the deployment's provider.
   */
  of(recorded: ProviderName | null): PaymentProvider;
  /**
   * The longest `checkoutWindowMs` and `abandonedCheckoutMs` of the enabled providers: a query
   * over every order counts one abandoned only once its own provider's time has surely passed.
   */
  readonly longestCheckoutWindowMs: number;
  readonly longestAbandonedCheckoutMs: number;
}

/** A recorded provider this deployment no longer enables: the operator has to add it back. */
export class ProviderNotEnabledError extends Error {
  constructor(name: ProviderName) {
    super(`payment provider ${name} took this order or card but is not enabled: add it to PAYMENT_PROVIDERS`);
  }
}

/**
 * The enabled providers by the config; `replacements` stand in for the ones of their names (a test's
 * provider that loses an answer).
 */
export function createPaymentProviders(
  deps: ProviderDeps,
  replacements: readonly PaymentProvider[] = [],
): PaymentProviders {
  const enabled = deps.config.PAYMENT_PROVIDERS.map(
    (name) => replacements.find((provider) => provider.name === name) ?? createPaymentProvider(name, deps),
  );
  const current = enabled[0]!;
  return {
    current,
    enabled,
    longestCheckoutWindowMs: Math.max(...enabled.map((provider) => provider.checkoutWindowMs)),
    longestAbandonedCheckoutMs: Math.max(...enabled.map((provider) => provider.abandonedCheckoutMs)),
    of(recorded) {
      if (recorded === null) return current;
      const provider = enabled.find((candidate) => candidate.name === recorded);
      if (!provider) throw new ProviderNotEnabledError(recorded);
      return provider;
    },
  };
}

/** Routes the enabled providers serve on this server (an old order's sandbox keeps its pages). */
export async function mountProviderRoutes(app: FastifyInstance, deps: ProviderDeps) {
  for (const name of deps.config.PAYMENT_PROVIDERS) await PROVIDERS[name].mount?.(app, deps);
}
