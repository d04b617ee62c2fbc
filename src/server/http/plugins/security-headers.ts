import fastifyHelmet from '@fastify/helmet';
import type { BrowserOrigins } from '../../integrations/payment/provider';
import { globalPlugin } from './global-plugin';

export interface SecurityHeadersOptions {
  /** The payment provider's browser origins (its checkout script, frame and API calls). */
  checkoutOrigins: BrowserOrigins;
}

/** Helmet's headers on every answer, with the content security policy the web app needs. */
export const securityHeaders = globalPlugin<SecurityHeadersOptions>(
  'security-headers',
  async (app, { checkoutOrigins }) => {
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
  },
);
