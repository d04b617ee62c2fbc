import { z } from 'zod';
import {
  BUSINESS_STATUSES,
  LICENSE_KINDS,
  LICENSE_STATUSES,
  MEMBER_TYPES,
  PROFESSIONAL_STATUSES,
  ROLES,
} from './account-values';
import {
  businessNumberField,
  companyNameField,
  emailField,
  freeTextField,
  licenseNumberField,
  mobileField,
  passwordField,
  requiredText,
} from './fields';

/** Account contract (spec §7 Account): the sign-up form and the server validate with these schemas. */

export * from './account-values';

/** Reset links work once and only this long (seconds). */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;

/** The web client stores keepLogin as the string 'true'; accept that as well as a boolean. */
const keepLoginField = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .default(false)
  .transform((value) => value === true || value === 'true');

export const birthdateField = z.iso.date({ error: 'validation.date' }).refine(
  (value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && value <= new Date().toISOString().slice(0, 10);
  },
  { error: 'validation.date' },
);

// Korean landlines (02-123-4567, 031-1234-5678), mobiles and nationwide numbers (1588-1234).
export const phoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(0\d{8,10}|1\d{7})$/, { error: 'validation.phone' }));

/** A website as people type it: `www.example.com` becomes `https://www.example.com`. */
export const websiteField = z
  .string()
  .trim()
  .max(200, { error: 'validation.url' })
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  // A host with a domain: 'localhost' or a word typed by mistake ('notaurl') is no business's website.
  .pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' }),
    ]),
  );

const nameField = requiredText(50);
const professionalStatusField = z.enum(PROFESSIONAL_STATUSES, { error: 'validation.required' });
const licenseKindField = z.enum(LICENSE_KINDS, { error: 'validation.required' });

/**
 * Password and confirmation; the mismatch check waits until both fields are otherwise valid and
 * the body is an object at all (a `null` body leaves an issue at the root, path []).
 */
function confirmsPassword(value: { password: string; passwordConfirm: string }) {
  return value.password === value.passwordConfirm;
}
const mismatch = {
  path: ['passwordConfirm'],
  error: 'validation.passwordMismatch',
  when: (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => {
      const field = issue.path?.[0];
      return field !== undefined && field !== 'password' && field !== 'passwordConfirm';
    }),
};

const marketingChoice = z
  .object({
    email: z.boolean().default(false),
    sms: z.boolean().default(false),
    kakao: z.boolean().default(false),
  })
  .default({ email: false, sms: false, kakao: false });

/** Step 2 of sign-up: required terms and optional marketing consent per channel. */
export const joinConsents = z.object({
  agreeTerms: z.literal(true, { error: 'validation.termsRequired' }),
  agreePrivacy: z.literal(true, { error: 'validation.termsRequired' }),
  marketing: marketingChoice,
});

const credentials = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  passwordConfirm: z.string(),
  mobile: mobileField,
});

/** Step 3 for a medical professional. */
export const medicalInformation = credentials.extend({
  birthdate: birthdateField,
  licenseKind: licenseKindField,
  licenseNumber: licenseNumberField,
  affiliatedClinic: requiredText(100),
  jobTitle: requiredText(50),
  professionalStatus: professionalStatusField,
  visitRoute: freeTextField.optional(),
});

/** Step 3 for a partner business and the person signing up for it. */
export const partnerInformation = credentials.extend({
  companyName: companyNameField,
  businessNumber: businessNumberField,
  businessAddress: requiredText(300),
  businessPhone: phoneField,
  website: websiteField.optional(),
});

export const medicalJoinBody = joinConsents
  .extend(medicalInformation.shape)
  .extend({ memberType: z.literal('medical') })
  .refine(confirmsPassword, mismatch);
export const partnerJoinBody = joinConsents
  .extend(partnerInformation.shape)
  .extend({ memberType: z.literal('partner') })
  .refine(confirmsPassword, mismatch);

export const joinBody = z.discriminatedUnion('memberType', [medicalJoinBody, partnerJoinBody]);
export type JoinBody = z.infer<typeof joinBody>;

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'validation.required' }).max(256),
  keepLogin: keepLoginField,
});
export type LoginBody = z.infer<typeof loginBody>;

/** What the web client stores after login (spec §3 Session user). */
export const sessionDatas = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  email: z.string(),
  useruid: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  keepLogin: z.boolean(),
});
export type SessionDatas = z.infer<typeof sessionDatas>;

export const refreshTokenBody = z.object({
  refreshToken: z.string().min(1).max(200),
  useruid: z.uuid(),
});
export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const findPasswordBody = z.object({ name: nameField, email: emailField });
export type FindPasswordBody = z.infer<typeof findPasswordBody>;

/** POST /api/account/findid: the sign-in email of an account, by the name and mobile given at sign-up. */
export const findIdBody = z.object({ name: nameField, mobile: mobileField });
export type FindIdBody = z.infer<typeof findIdBody>;

/** The matching accounts' sign-in emails, masked (`me****@example.com`), with the day each joined. */
export const foundIds = z.array(z.object({ email: z.string(), joinedAt: z.iso.datetime() }));
export type FoundIds = z.infer<typeof foundIds>;

export const resetPasswordBody = z
  .object({ token: z.string().min(1).max(200), password: passwordField, passwordConfirm: z.string() })
  .refine(confirmsPassword, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, { error: 'validation.required' }).max(256),
    password: passwordField,
    passwordConfirm: z.string(),
  })
  .refine(confirmsPassword, mismatch);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const withdrawBody = z.object({
  password: z.string().min(1, { error: 'validation.required' }).max(256),
});

export const useruidParams = z.object({ useruid: z.uuid({ error: 'validation.invalid' }) });

/**
 * Profile changes: any subset of the member's own fields. Email and business registration number
 * are identities checked at sign-up and are not changed here.
 */
export const updateProfileBody = z.object({
  name: nameField.optional(),
  mobile: mobileField.optional(),
  birthdate: birthdateField.optional(),
  licenseKind: licenseKindField.optional(),
  licenseNumber: licenseNumberField.optional(),
  affiliatedClinic: requiredText(100).optional(),
  jobTitle: requiredText(50).optional(),
  professionalStatus: professionalStatusField.optional(),
  visitRoute: freeTextField.optional(),
  companyName: companyNameField.optional(),
  businessAddress: requiredText(300).optional(),
  businessPhone: phoneField.optional(),
  website: websiteField.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export const marketingBody = z
  .object({ email: z.boolean().optional(), sms: z.boolean().optional(), kakao: z.boolean().optional() })
  .refine((value) => Object.values(value).some((choice) => choice !== undefined), {
    error: 'validation.required',
  });
export type MarketingBody = z.infer<typeof marketingBody>;

export const marketingChannelState = z.object({
  consented: z.boolean(),
  /** When the member last agreed on this channel, if ever. */
  consentedAt: z.iso.datetime().nullable(),
  /** When the member last withdrew consent on this channel, if ever. */
  withdrawnAt: z.iso.datetime().nullable(),
});
export const marketingState = z.object({
  email: marketingChannelState,
  sms: marketingChannelState,
  kakao: marketingChannelState,
});
export type MarketingState = z.infer<typeof marketingState>;

export const accountProfile = z.object({
  useruid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  memberType: z.enum(MEMBER_TYPES),
  mobile: z.string().nullable(),
  birthdate: z.string().nullable(),
  licenseKind: z.enum(LICENSE_KINDS).nullable(),
  licenseNumber: z.string().nullable(),
  /** Pending again whenever the kind, the number or the copy changes (decision 099). */
  licenseStatus: z.enum(LICENSE_STATUSES).nullable(),
  /** Why an operator rejected the licence; null unless it is rejected. */
  licenseReason: z.string().nullable(),
  /** Whether the member has uploaded a copy of the licence (GET /api/account/license/copy). */
  hasLicenseCopy: z.boolean(),
  affiliatedClinic: z.string().nullable(),
  jobTitle: z.string().nullable(),
  professionalStatus: z.enum(PROFESSIONAL_STATUSES).nullable(),
  visitRoute: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Shown as 123-45-67890. */
  businessNumber: z.string().nullable(),
  businessStatus: z.enum(BUSINESS_STATUSES).nullable(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: z.iso.datetime(),
  marketing: marketingState,
});
export type AccountProfile = z.infer<typeof accountProfile>;

export const businessCheckBody = z.object({ businessNumber: businessNumberField });
export const businessCheckResult = z.object({
  /** Ten digits, without dashes. */
  businessNumber: z.string(),
  /** `active` when the National Tax Service confirmed it, `unchecked` when only the check digit was. */
  status: z.enum(['active', 'unchecked']),
});
export type BusinessCheckResult = z.infer<typeof businessCheckResult>;

export const addressSearchQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(2, { error: 'validation.searchMin' })
    .max(80, { error: 'validation.tooLong' }),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export const addressItem = z.object({
  zipCode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  englishAddress: z.string(),
  buildingName: z.string(),
});
export type AddressItem = z.infer<typeof addressItem>;
export const addressSearchResult = z.object({
  items: z.array(addressItem),
  total: z.number().int(),
  page: z.number().int(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResult>;

/** Which sign-up helpers the server offers: the form falls back to plain entry without them. */
export const joinOptions = z.object({ addressSearch: z.boolean(), businessStatusCheck: z.boolean() });
