/**
 * The values an account's fields take, without their schemas (account.ts): pages that show them load
 * no zod, which is a fifth of a sign-up page's first-load JavaScript.
 */

/**
 * An account's role. An instructor is a member whom an operator assigned courses: they answer its
 * questions, reply to its reviews and see its learners and sales, and nothing of other courses.
 */
export const ROLES = ['member', 'instructor', 'admin'] as const;
/** An account: in use, suspended by an operator, or withdrawn by its member. */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'withdrawn'] as const;
/** A medical member's licence, as an operator has checked it. */
export const LICENSE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];
/**
 * The licences a medical member holds under the 의료법 and 약사법: 의사, 치과의사, 한의사, 간호사, 조산사,
 * 약사, 한약사. Labels per language in the account texts (account.licenseKind.*).
 */
export const LICENSE_KINDS = [
  'doctor',
  'dentist',
  'korean_medicine_doctor',
  'nurse',
  'midwife',
  'pharmacist',
  'herbal_pharmacist',
] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];
/** A partner's business number as the tax service last reported it; 'unchecked' without that service. */
export const BUSINESS_STATUSES = ['unchecked', 'active', 'suspended', 'closed'] as const;
export const MEMBER_TYPES = ['medical', 'partner'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const PROFESSIONAL_STATUSES = ['private_practitioner', 'specialist', 'resident', 'intern'] as const;
export const MARKETING_CHANNELS = ['email', 'sms', 'kakao'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MEDICAL_ONLY_FIELDS = [
  'birthdate',
  'licenseKind',
  'licenseNumber',
  'affiliatedClinic',
  'jobTitle',
  'professionalStatus',
  'visitRoute',
] as const;
export const PARTNER_ONLY_FIELDS = ['companyName', 'businessAddress', 'businessPhone', 'website'] as const;
