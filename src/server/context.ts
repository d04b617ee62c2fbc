import type { Config } from './config';
import type { Database } from './db/client';
import type { SessionRegistry } from './http/session-registry';
import type { Mailer } from './integrations/mail/mailer';
import type { NotificationChannel } from './integrations/notification/channel';
import type { PaymentGateway } from './integrations/payment/gateway';
import type { FileStorage } from './integrations/storage/storage';

/** What every service function receives: configuration, database and outside systems. */
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
  /** Toss Payments' API, or the built-in sandbox speaking the same protocol (PAYMENT_PROVIDER). */
  paymentGateway: PaymentGateway;
  /** Injected so tests can move time (token expiry, renewals, deadlines). */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
