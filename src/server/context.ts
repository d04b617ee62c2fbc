import type { Config } from './config';
import type { Database } from './db/client';
import type { SessionRegistry } from './domain/session-registry';
import type { AddressSearch } from './integrations/address/address-search';
import type { BusinessRegistry } from './integrations/business-registry/business-registry';
import type { Mailer } from './integrations/mail/mailer';
import type { NotificationChannel } from './integrations/notification/channel';
import type { PaymentProviders } from './integrations/payment/provider-registry';
import type { FileStorage } from './integrations/storage/storage';
import type { TaxInvoiceIssuer } from './integrations/tax-invoice/tax-invoice-issuer';

/**
 * What every service function receives: configuration, database and outside systems. Each outside
 * system is built once in app.ts (or handed in through BuildAppOptions by a test) and never inside a
 * service.
 */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Where member notices go (mail today; an SMS or 알림톡 adapter joins the list in app.ts). */
  notificationChannels: NotificationChannel[];
  storage: FileStorage;
  /** Whether access tokens' sessions still run; told when sessions end (http/session-registry.ts). */
  sessions: SessionRegistry;
  /**
   * The enabled payment providers (integrations/payment/provider-registry.ts): `current` takes new
   * checkouts and cards, `of(recorded)` serves an order or a card that another one took.
   */
  payments: PaymentProviders;
  /** The National Tax Service's business-number check; null without NTS_SERVICE_KEY (local check only). */
  businessRegistry: BusinessRegistry | null;
  /** The road-name address search (juso.go.kr); null without JUSO_API_KEY (plain entry). */
  addressSearch: AddressSearch | null;
  /** Issues 세금계산서: the operator-entered (manual) issuer until an e-tax-invoice service joins. */
  taxInvoiceIssuer: TaxInvoiceIssuer;
  /** Injected so tests can move time (token expiry, renewals, deadlines). */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
