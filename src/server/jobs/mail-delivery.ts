import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { repeatInBackground } from './repeat-in-background';

/**
 * Mail is delivered right after the change it reports commits; this pass picks up what that
 * missed: a send that failed, or an instance that stopped between the commit and the send.
 */
export function scheduleMailDelivery(
  ctx: AppContext,
  log: FastifyBaseLogger,
  intervalMs = 30_000,
): () => Promise<void> {
  return repeatInBackground(intervalMs, log, 'mail delivery failed', async () => {
    await ctx.mailer.deliverPending();
  });
}
