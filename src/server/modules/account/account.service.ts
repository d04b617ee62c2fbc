import { randomBytes } from 'node:crypto';
import type { Locale } from '@shared/constants';
import {
  type AccountProfile,
  type AddressSearchResult,
  type BusinessCheckResult,
  type ChangePasswordBody,
  type FindPasswordBody,
  type JoinBody,
  type LoginBody,
  MARKETING_CHANNELS,
  type MarketingBody,
  type MarketingChannel,
  type MarketingState,
  MEDICAL_ONLY_FIELDS,
  PARTNER_ONLY_FIELDS,
  type ResetPasswordBody,
  type SessionDatas,
  type TokenPair,
  type UpdateProfileBody,
} from '@shared/contract/account';
import { formatBusinessNumber } from '@shared/format-business-number';
import { translate } from '@shared/i18n/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { mailOutbox, marketingConsents, users } from '../../db/schema/account';
import {
  conflict,
  invalid,
  invalidInput,
  notFound,
  recordNotFound,
  unauthenticated,
  unavailable,
} from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { AddressSearchUnavailable } from '../../integrations/address/address-search';
import { BusinessRegistryUnavailable } from '../../integrations/business-registry/business-registry';
import { deliverNotices } from '../notifications/notify-member';
import { accountSuspended } from './account-status';
import { licenseResubmitted } from './license-resubmission';
import { noticeMarketingChanged } from './marketing-notice';
import { hashPassword, verifyPassword } from './password';
import { closeResetTokens, consumeResetToken, createResetToken } from './password-reset';
import {
  familyKeepsLogin,
  revokeAllSessions,
  revokeFamily,
  rotateRefreshToken,
  startSession,
} from './tokens';

type UserRow = typeof users.$inferSelect;

const invalidCredentials = () => unauthenticated('INVALID_CREDENTIALS', 'auth.invalidCredentials');
const wrongCurrentPassword = () => invalid('WRONG_PASSWORD', 'auth.wrongCurrentPassword');

// A hash of a random password, verified when the email is unknown so that a miss costs as much
// time as a wrong password and the answer's timing does not reveal which emails are registered.
let dummyHash: Promise<string> | undefined;
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function userByUid(executor: Executor, useruid: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.useruid, useruid));
  return row;
}

/** The caller's own active account; a token outliving its account (withdrawn) finds nothing. */
async function ownAccount(ctx: AppContext, caller: SessionUser): Promise<UserRow> {
  const row = await userByUid(ctx.db, caller.useruid);
  if (!row || row.status === 'withdrawn') throw recordNotFound();
  return row;
}

// ---------------------------------------------------------------- business number and address

/**
 * The check digit is already verified by the schema; with NTS_SERVICE_KEY the National Tax Service
 * must also report the business as active.
 */
export async function checkBusiness(ctx: AppContext, businessNumber: string): Promise<BusinessCheckResult> {
  const registry = ctx.businessRegistry;
  if (!registry) return { businessNumber, status: 'unchecked' };
  let status: Awaited<ReturnType<typeof registry.status>>;
  try {
    status = await registry.status(businessNumber);
  } catch (error) {
    if (error instanceof BusinessRegistryUnavailable)
      throw unavailable('BUSINESS_CHECK_UNAVAILABLE', 'auth.businessCheckUnavailable');
    throw error;
  }
  if (status === 'suspended') throw invalid('BUSINESS_SUSPENDED', 'auth.businessSuspended');
  if (status === 'closed') throw invalid('BUSINESS_CLOSED', 'auth.businessClosed');
  if (status === 'unregistered') throw invalid('BUSINESS_UNREGISTERED', 'auth.businessUnregistered');
  return { businessNumber, status: 'active' };
}

export async function searchAddress(
  ctx: AppContext,
  query: { keyword: string; page: number },
): Promise<AddressSearchResult> {
  const search = ctx.addressSearch;
  if (!search) throw unavailable('ADDRESS_SEARCH_UNAVAILABLE', 'address.unavailable');
  let result: AddressSearchResult;
  try {
    result = await search.search(query.keyword, query.page);
  } catch (error) {
    if (error instanceof AddressSearchUnavailable)
      throw unavailable('ADDRESS_SEARCH_UNAVAILABLE', 'address.unavailable');
    throw error;
  }
  if (result.items.length === 0) throw notFound('ADDRESS_NOT_FOUND', 'address.notFound');
  return result;
}

export function joinOptions(ctx: AppContext) {
  return {
    addressSearch: ctx.addressSearch !== null,
    businessStatusCheck: ctx.businessRegistry !== null,
  };
}

// ---------------------------------------------------------------- sign-up and login

/** Creates the account and logs it in: the completion step lands the new member logged in. */
export async function join(ctx: AppContext, input: JoinBody, locale: Locale): Promise<SessionDatas> {
  const emailTaken = () => conflict('EMAIL_TAKEN', 'auth.emailTaken');
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const business = input.memberType === 'partner' ? await checkBusiness(ctx, input.businessNumber) : null;
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const common = {
    email: input.email,
    passwordHash,
    name: input.name,
    mobile: input.mobile,
    locale,
    createdAt: now,
    updatedAt: now,
  };
  const values: typeof users.$inferInsert =
    input.memberType === 'medical'
      ? {
          ...common,
          memberType: 'medical',
          birthdate: input.birthdate,
          licenseKind: input.licenseKind,
          licenseNumber: input.licenseNumber,
          licenseStatus: 'pending',
          licenseSubmittedAt: now,
          affiliatedClinic: input.affiliatedClinic,
          jobTitle: input.jobTitle,
          professionalStatus: input.professionalStatus,
          visitRoute: input.visitRoute || null,
        }
      : {
          ...common,
          memberType: 'partner',
          companyName: input.companyName,
          businessNumber: input.businessNumber,
          businessStatus: business?.status ?? 'unchecked',
          businessAddress: input.businessAddress,
          businessPhone: input.businessPhone,
          website: input.website || null,
        };
  try {
    const session = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).returning();
      const consented = MARKETING_CHANNELS.filter((channel) => input.marketing[channel]);
      if (consented.length > 0) {
        const history = await tx
          .insert(marketingConsents)
          .values(
            consented.map((channel) => ({ userId: user!.id, channel, consented: true, changedAt: now })),
          )
          .returning({ id: marketingConsents.id });
        // Consent given at sign-up is confirmed like any later change (정보통신망법).
        await noticeMarketingChanged(ctx, tx, user!.id, {
          historyId: Math.min(...history.map((row) => row.id)),
          changedAt: now,
          choices: consented.map((channel) => [channel, true]),
        });
      }
      return startSession(ctx, tx, user!, false);
    });
    deliverNotices(ctx);
    return session;
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Signs in; the language of this sign-in becomes the one the member's mail is written in. */
export async function login(ctx: AppContext, input: LoginBody, locale: Locale): Promise<SessionDatas> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (!user) {
    await verifyPassword(await timingDummyHash(), input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password)) || user.status === 'withdrawn')
    throw invalidCredentials();
  if (user.status !== 'active') throw accountSuspended();
  if (user.locale !== locale) await ctx.db.update(users).set({ locale }).where(eq(users.id, user.id));
  return startSession(ctx, ctx.db, user, input.keepLogin);
}

export function refresh(
  ctx: AppContext,
  input: { refreshToken: string; useruid: string },
): Promise<TokenPair> {
  return rotateRefreshToken(ctx, input.refreshToken, input.useruid);
}

/**
 * Ends the session the access token belongs to: its refresh-token family can no longer renew, and
 * its access tokens stop working at once. The member's other sessions go on.
 */
export async function logout(ctx: AppContext, caller: SessionUser): Promise<void> {
  // The family id comes from our own signed token, so it names one of the caller's sessions.
  await revokeFamily(ctx.db, caller.sessionId, ctx.now());
  await ctx.sessions.ended(caller.id);
}

// ---------------------------------------------------------------- password recovery

/** Mails a reset link when an active account has this name and email. */
export async function findPassword(ctx: AppContext, locale: Locale, input: FindPasswordBody): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.name, input.name), eq(users.status, 'active')));
  if (!user) throw notFound('ACCOUNT_NOT_FOUND', 'auth.accountNotFound');
  const token = await createResetToken(ctx.db, user.id, ctx.now());
  const link = `${ctx.config.PUBLIC_URL}/resetPW/${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.resetSubject'),
    text: translate(locale, 'mail.resetBody', { name: user.name, link }),
  });
}

/** Sets a new password from a mailed link; every session of the account ends. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const resetFor = await ctx.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, input.token, now);
    if (userId === null) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (!user) return null;
    await revokeAllSessions(tx, user.id, now);
    return user.id;
  });
  if (resetFor === null) throw invalid('RESET_TOKEN_INVALID', 'auth.resetTokenInvalid');
  await ctx.sessions.ended(resetFor);
}

/**
 * Sets a password as the operator's command does (`npm run account:password`, for an account
 * nobody can sign in to or one still holding a published demo password); every session and
 * pending reset link of the account ends. False when no account has this email.
 */
export async function setPasswordByOperator(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return null;
    await revokeAllSessions(tx, user.id, now);
    await closeResetTokens(tx, user.id, now);
    return user.id;
  });
  if (userId === null) return false;
  await ctx.sessions.ended(userId);
  return true;
}

// ---------------------------------------------------------------- account management

function channelStates(rows: { channel: MarketingChannel; consented: boolean; changedAt: Date }[]) {
  const state = Object.fromEntries(
    MARKETING_CHANNELS.map((channel) => [
      channel,
      { consented: false, consentedAt: null, withdrawnAt: null },
    ]),
  ) as MarketingState;
  // Rows are read oldest first, so each channel ends at its latest choice and latest dates.
  for (const row of rows) {
    const channel = state[row.channel];
    channel.consented = row.consented;
    if (row.consented) channel.consentedAt = row.changedAt.toISOString();
    else channel.withdrawnAt = row.changedAt.toISOString();
  }
  return state;
}

async function marketingOf(executor: Executor, userId: number): Promise<MarketingState> {
  const rows = await executor
    .select({
      channel: marketingConsents.channel,
      consented: marketingConsents.consented,
      changedAt: marketingConsents.changedAt,
    })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(asc(marketingConsents.changedAt), asc(marketingConsents.id));
  return channelStates(rows);
}

async function toProfile(executor: Executor, user: UserRow): Promise<AccountProfile> {
  return {
    useruid: user.useruid,
    email: user.email,
    name: user.name,
    role: user.role,
    memberType: user.memberType,
    mobile: user.mobile,
    birthdate: user.birthdate,
    licenseKind: user.licenseKind,
    licenseNumber: user.licenseNumber,
    licenseStatus: user.licenseStatus,
    licenseReason: user.licenseStatus === 'rejected' ? user.licenseReason : null,
    hasLicenseCopy: user.licenseCopyKey !== null,
    affiliatedClinic: user.affiliatedClinic,
    jobTitle: user.jobTitle,
    professionalStatus: user.professionalStatus,
    visitRoute: user.visitRoute,
    companyName: user.companyName,
    businessNumber: user.businessNumber ? formatBusinessNumber(user.businessNumber) : null,
    businessStatus: user.businessStatus,
    businessAddress: user.businessAddress,
    businessPhone: user.businessPhone,
    website: user.website,
    createdAt: user.createdAt.toISOString(),
    marketing: await marketingOf(executor, user.id),
  };
}

/** One's own account only: another member's useruid answers 404, as if it did not exist. */
export async function getProfile(
  ctx: AppContext,
  caller: SessionUser,
  useruid: string,
): Promise<AccountProfile> {
  if (useruid !== caller.useruid) throw recordNotFound();
  return toProfile(ctx.db, await ownAccount(ctx, caller));
}

export async function updateProfile(
  ctx: AppContext,
  caller: SessionUser,
  input: UpdateProfileBody,
): Promise<AccountProfile> {
  const user = await ownAccount(ctx, caller);
  const foreign = user.memberType === 'medical' ? PARTNER_ONLY_FIELDS : MEDICAL_ONLY_FIELDS;
  if (foreign.some((field) => input[field] !== undefined)) throw invalidInput();
  const now = ctx.now();
  const changes: Partial<typeof users.$inferInsert> = { ...input, updatedAt: now };
  if (input.website !== undefined) changes.website = input.website || null;
  if (input.visitRoute !== undefined) changes.visitRoute = input.visitRoute || null;
  const updated = await ctx.db.transaction(async (tx) => {
    // Locked, so an operator's decision on the licence and this change never interleave.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const changesLicence = (['licenseKind', 'licenseNumber'] as const).some(
      (field) => input[field] !== undefined && input[field] !== current![field],
    );
    // A licence whose kind or number changed is not the one an operator checked: it is checked again.
    if (changesLicence) Object.assign(changes, licenseResubmitted(current!, now));
    const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return row!;
  });
  return toProfile(ctx.db, updated);
}

/** Changes the password and ends every other session; the caller gets a fresh one. */
export async function changePassword(
  ctx: AppContext,
  caller: SessionUser,
  input: ChangePasswordBody,
): Promise<SessionDatas> {
  const user = await ownAccount(ctx, caller);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const keepLogin = await familyKeepsLogin(tx, caller.sessionId);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await revokeAllSessions(tx, user.id, now);
    await closeResetTokens(tx, user.id, now);
    return startSession(ctx, tx, updated!, keepLogin);
  });
  await ctx.sessions.ended(user.id);
  return session;
}

/** Records a history row for each channel whose choice changes, and answers the current state. */
export async function setMarketing(
  ctx: AppContext,
  caller: SessionUser,
  input: MarketingBody,
): Promise<MarketingState> {
  const user = await ownAccount(ctx, caller);
  const now = ctx.now();
  const state = await ctx.db.transaction(async (tx) => {
    // The row lock serialises two changes of one member, so the history never holds a duplicate.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const current = await marketingOf(tx, user.id);
    const changed = MARKETING_CHANNELS.filter(
      (channel) => input[channel] !== undefined && input[channel] !== current[channel].consented,
    );
    if (changed.length === 0) return current;
    const history = await tx
      .insert(marketingConsents)
      .values(
        changed.map((channel) => ({ userId: user.id, channel, consented: input[channel]!, changedAt: now })),
      )
      .returning({ id: marketingConsents.id });
    await noticeMarketingChanged(ctx, tx, user.id, {
      historyId: Math.min(...history.map((row) => row.id)),
      changedAt: now,
      choices: changed.map((channel) => [channel, input[channel]!]),
    });
    return marketingOf(tx, user.id);
  });
  deliverNotices(ctx);
  return state;
}

/**
 * Deletes the account as the law allows: personal data is scrubbed and sessions end, but the row
 * stays because orders and payments refer to it and must be kept (전자상거래법, five years).
 */
export async function withdraw(ctx: AppContext, caller: SessionUser, password: string): Promise<void> {
  const user = await ownAccount(ctx, caller);
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongCurrentPassword();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await marketingOf(tx, user.id);
    const consented = MARKETING_CHANNELS.filter((channel) => current[channel].consented);
    if (consented.length > 0) {
      await tx
        .insert(marketingConsents)
        .values(consented.map((channel) => ({ userId: user.id, channel, consented: false, changedAt: now })));
    }
    await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    await tx
      .update(users)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        updatedAt: now,
        // The .invalid domain can never receive mail, and frees the real address for a new sign-up.
        email: `${user.useruid}@withdrawn.invalid`,
        // Not a valid argon2 hash: no password can ever match it.
        passwordHash: 'withdrawn',
        name: '',
        birthdate: null,
        mobile: null,
        licenseKind: null,
        licenseNumber: null,
        licenseStatus: null,
        licenseReason: null,
        licenseSubmittedAt: null,
        licenseCopyKey: null,
        affiliatedClinic: null,
        jobTitle: null,
        professionalStatus: null,
        visitRoute: null,
        companyName: null,
        businessNumber: null,
        businessStatus: null,
        businessAddress: null,
        businessPhone: null,
        website: null,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    await closeResetTokens(tx, user.id, now);
  });
  // The copy of a licence is personal data with nothing to keep it for.
  if (user.licenseCopyKey) await ctx.storage.removePrivate(user.licenseCopyKey);
  await ctx.sessions.ended(user.id);
}
