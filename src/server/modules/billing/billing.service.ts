import { createHash } from 'node:crypto';
import type { Locale } from '@shared/constants';
import {
  type BillingBack,
  type BillingCard,
  type BillingIssueBody,
  type BillingRegistration,
  cardCompanyName,
} from '@shared/contract/billing';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { billingCards } from '../../db/schema/membership';
import { invalid, paymentFailed, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { GatewayError, type SavedCardAuth } from '../../integrations/payment/gateway';
import { nextRenewalAt } from '../membership/membership-access';
import { deliverNotices, notifyMember, siteLink } from '../notifications/notify-member';
import { buyerProfile } from '../payment/buyer-profile';

export type CardRow = typeof billingCards.$inferSelect;

const issueFailed = (error?: GatewayError) =>
  invalid('BILLING_ISSUE_FAILED', 'billing.issueFailed', {
    datas: error ? { gatewayCode: error.code, gatewayMessage: error.message } : null,
  });

/**
 * Gateways answer with a masked number (e.g. 43301234****000*); should one ever send a full
 * number, only the first six and last four digits are kept (DESIGN.md §8: no card data stored).
 */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return number;
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

function toCard(row: CardRow, locale: Locale, renewsAt: Date | null): BillingCard {
  return {
    billingkey: row.billingKey,
    cardCompany: cardCompanyName(row.cardCompany, locale),
    cardNumber: row.cardNumber,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    renewsAt: row.isActive && renewsAt ? renewsAt.toISOString() : null,
  };
}

/** The card renewals are charged to, if the member has one. */
export async function activeCard(db: Executor, userId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(billingCards)
    .where(
      and(eq(billingCards.userId, userId), eq(billingCards.isActive, true), isNull(billingCards.deletedAt)),
    );
  return row;
}

/** Row-locks the member's cards, so two requests changing the active one queue up. */
async function lockCards(tx: Executor, userId: number): Promise<CardRow[]> {
  return tx
    .select()
    .from(billingCards)
    .where(and(eq(billingCards.userId, userId), isNull(billingCards.deletedAt)))
    .orderBy(desc(billingCards.createdAt), desc(billingCards.id))
    .for('update');
}

async function makeActive(tx: Executor, userId: number, cardId: number): Promise<void> {
  // First the others off, then this one on: the partial unique index allows one active card.
  await tx
    .update(billingCards)
    .set({ isActive: false })
    .where(and(eq(billingCards.userId, userId), ne(billingCards.id, cardId)));
  await tx.update(billingCards).set({ isActive: true }).where(eq(billingCards.id, cardId));
}

/** GET /api/Billing/MyCardList: newest first; the active card says when the membership renews with it. */
export async function listCards(ctx: AppContext, user: SessionUser, locale: Locale): Promise<BillingCard[]> {
  const rows = await ctx.db
    .select()
    .from(billingCards)
    .where(and(eq(billingCards.userId, user.id), isNull(billingCards.deletedAt)))
    .orderBy(desc(billingCards.createdAt), desc(billingCards.id));
  const renewsAt = await nextRenewalAt(ctx, user.id);
  return rows.map((row) => toCard(row, locale, renewsAt));
}

/**
 * What the web opens to register a card: the sandbox's registration page, or the data for Toss's
 * requestBillingAuth. Both come back to /paymentMethodResult with authKey and customerKey (or code
 * and message on failure); `back` rides along in the query.
 */
export async function registrationInfo(
  ctx: AppContext,
  user: SessionUser,
  back: BillingBack | undefined,
): Promise<BillingRegistration> {
  const buyer = await buyerProfile(ctx.db, user);
  const result = new URL('/paymentMethodResult', ctx.config.PUBLIC_URL);
  if (back) result.searchParams.set('back', back);
  const successUrl = result.toString();
  const failUrl = successUrl;
  return {
    ...ctx.payments.current.startCardRegistration({ customerKey: buyer.customerKey, successUrl, failUrl }),
    customerKey: buyer.customerKey,
    customerName: buyer.name,
    customerEmail: buyer.email,
    successUrl,
    failUrl,
  };
}

/**
 * POST /api/Billing/Issue/: exchanges the registration's authKey for a billing key and saves the
 * card, which becomes the active one (a member registering a card means to pay with it). The
 * gateway call's key comes from the authKey, so a reloaded result page replays the same answer
 * and finds the card already saved.
 */
export async function issueCard(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  input: BillingIssueBody,
): Promise<BillingCard> {
  const buyer = await buyerProfile(ctx.db, user);
  // Another member's customerKey (or a made-up one) gets nothing issued on this account.
  if (input.customerKey !== buyer.customerKey) throw issueFailed();
  const idempotencyKey = `billing-issue-${createHash('sha256').update(`${input.authKey}:${input.customerKey}`).digest('hex').slice(0, 40)}`;
  // The registration window was the current provider's; the card stays with it after a switch.
  const provider = ctx.payments.current;
  let auth: SavedCardAuth;
  try {
    auth = await provider.issueBillingKey(input, idempotencyKey);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind === 'unavailable' || error.kind === 'processing')
      throw paymentFailed('GATEWAY_UNAVAILABLE', 'billing.gatewayUnavailable');
    throw issueFailed(error);
  }
  if (auth.customerKey !== buyer.customerKey) throw issueFailed();
  const company = auth.cardCompany ?? '';
  const number = maskCardNumber(auth.cardNumber ?? '');
  const now = ctx.now();
  const card = await ctx.db.transaction(async (tx) => {
    await lockCards(tx, user.id);
    const [inserted] = await tx
      .insert(billingCards)
      .values({
        billingKey: auth.billingKey,
        userId: user.id,
        customerKey: buyer.customerKey,
        provider: provider.name,
        cardCompany: company,
        cardNumber: number,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await makeActive(tx, user.id, inserted.id);
      await notifyMember(ctx, tx, user.id, `card-registered:${inserted.id}`, (cardLocale) => ({
        subject: 'mail.cardRegisteredSubject',
        intro: 'mail.cardRegisteredIntro',
        rows: [['card', `${cardCompanyName(company, cardLocale)} ${number}`]],
        links: [['cards', siteLink(ctx, '/paymentMethod')]],
      }));
    }
    const [row] = await tx
      .select()
      .from(billingCards)
      .where(
        and(
          eq(billingCards.billingKey, auth.billingKey),
          eq(billingCards.userId, user.id),
          isNull(billingCards.deletedAt),
        ),
      );
    return row;
  });
  if (!card) throw recordNotFound();
  deliverNotices(ctx);
  return toCard(card, locale, await nextRenewalAt(ctx, user.id));
}

/**
 * A change to one of the member's own cards, made with all their cards locked: activating one, or
 * deleting the active one, moves the others too. A key that is not theirs is a 404.
 */
async function changeOwnCard(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  billingkey: string,
  change: (tx: Transaction, card: CardRow, cards: CardRow[]) => Promise<void>,
): Promise<BillingCard[]> {
  await ctx.db.transaction(async (tx) => {
    const cards = await lockCards(tx, user.id);
    const card = cards.find((row) => row.billingKey === billingkey);
    if (!card) throw recordNotFound();
    await change(tx, card, cards);
  });
  return listCards(ctx, user, locale);
}

/** PUT /api/Billing/Active/{billingkey}: one's own card only; another member's key is a 404. */
export async function activateCard(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  billingkey: string,
): Promise<BillingCard[]> {
  return changeOwnCard(ctx, user, locale, billingkey, (tx, card) => makeActive(tx, user.id, card.id));
}

/**
 * DELETE /api/Billing/Delete/{billingkey}. The key is never used again (kept, marked deleted, for
 * the history of charges). Deleting the active card makes the newest remaining card active, so a
 * renewing membership keeps a card to charge when there is one.
 */
export async function deleteCard(
  ctx: AppContext,
  user: SessionUser,
  locale: Locale,
  billingkey: string,
): Promise<BillingCard[]> {
  return changeOwnCard(ctx, user, locale, billingkey, async (tx, card, cards) => {
    await tx
      .update(billingCards)
      .set({ isActive: false, deletedAt: ctx.now() })
      .where(eq(billingCards.id, card.id));
    const successor = cards.find((row) => row.id !== card.id);
    if (card.isActive && successor) await makeActive(tx, user.id, successor.id);
  });
}
