import { LOCALES } from '@shared/constants';
import {
  ACCOUNT_STATUSES,
  BUSINESS_STATUSES,
  LICENSE_KINDS,
  LICENSE_STATUSES,
  MARKETING_CHANNELS,
  MEMBER_TYPES,
  PROFESSIONAL_STATUSES,
  ROLES,
} from '@shared/contract/account';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    useruid: uuid('useruid').notNull().unique().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    memberType: text('member_type', { enum: MEMBER_TYPES }).notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    birthdate: date('birthdate'),
    mobile: text('mobile'),
    licenseKind: text('license_kind', { enum: LICENSE_KINDS }),
    licenseNumber: text('license_number'),
    licenseStatus: text('license_status', { enum: LICENSE_STATUSES }),
    /** When the licence as it stands (kind, number, copy) was entered: the operators' queue runs oldest first. */
    licenseSubmittedAt: tstz('license_submitted_at'),
    /** The operator's reason for a rejection, shown to the member; cleared when they submit again. */
    licenseReason: text('license_reason'),
    /** The private storage key of the uploaded copy (`licenses/<useruid>/<random>.<ext>`). */
    licenseCopyKey: text('license_copy_key'),
    affiliatedClinic: text('affiliated_clinic'),
    jobTitle: text('job_title'),
    professionalStatus: text('professional_status', {
      enum: PROFESSIONAL_STATUSES,
    }),
    visitRoute: text('visit_route'),
    companyName: text('company_name'),
    businessNumber: text('business_number'),
    businessStatus: text('business_status', { enum: BUSINESS_STATUSES }),
    businessAddress: text('business_address'),
    businessPhone: text('business_phone'),
    website: text('website'),
    /** The language the member last used (sign-up, login): their mail is written in it. */
    locale: text('locale', { enum: LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    withdrawnAt: tstz('withdrawn_at'),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    index('users_pending_license_idx')
      .on(t.licenseSubmittedAt, t.id)
      .where(sql`${t.licenseStatus} = 'pending'`),
  ],
);

/** One row per change, so consent and withdrawal dates are kept as history. */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: MARKETING_CHANNELS }).notNull(),
    consented: boolean('consented').notNull(),
    changedAt: createdAt(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.channel, t.changedAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    keepLogin: boolean('keep_login').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // Every authenticated request asks whether its family was revoked: one probe in a small index.
    index('refresh_tokens_revoked_family_idx').on(t.familyId).where(sql`${t.revokedAt} is not null`),
  ],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

/**
 * Every mail, written in the same transaction as the change it reports and delivered afterwards.
 * `dedupe_key` makes a retried or concurrent event write its mail once; `claimed_at` keeps two
 * instances from delivering the same row.
 */
/** A file sent with a mail; `cid` names it for the HTML's `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  cid: string;
  contentBase64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Images the HTML shows inline (`cid:`), such as a session ticket's QR code. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    claimedAt: tstz('claimed_at'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
