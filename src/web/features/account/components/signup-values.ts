import { MEDICAL_ONLY_FIELDS, type MemberType, PARTNER_ONLY_FIELDS } from '@shared/contract/account-values';

/** Every field either member type may fill; the submitted body keeps only its own type's. */
export interface SignupValues extends Record<string, unknown> {
  memberType: MemberType;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  marketing: { email: boolean; sms: boolean; kakao: boolean };
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  mobile: string;
  birthdate: string;
  licenseKind: string | null;
  licenseNumber: string;
  affiliatedClinic: string;
  jobTitle: string;
  professionalStatus: string | null;
  visitRoute: string;
  companyName: string;
  businessNumber: string;
  businessAddress: string;
  businessPhone: string;
  website: string;
}

export const EMPTY_SIGNUP: SignupValues = {
  memberType: 'medical',
  agreeTerms: false,
  agreePrivacy: false,
  marketing: { email: false, sms: false, kakao: false },
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  mobile: '',
  birthdate: '',
  licenseKind: null,
  licenseNumber: '',
  affiliatedClinic: '',
  jobTitle: '',
  professionalStatus: null,
  visitRoute: '',
  companyName: '',
  businessNumber: '',
  businessAddress: '',
  businessPhone: '',
  website: '',
};

const COMMON = [
  'memberType',
  'agreeTerms',
  'agreePrivacy',
  'marketing',
  'name',
  'email',
  'password',
  'passwordConfirm',
  'mobile',
] as const;
// The business number is given once, at sign-up: the profile cannot change it.
const PARTNER = ['businessNumber', ...PARTNER_ONLY_FIELDS] as const;

export function signupBody(values: SignupValues): Record<string, unknown> {
  const own = values.memberType === 'medical' ? MEDICAL_ONLY_FIELDS : PARTNER;
  return Object.fromEntries([...COMMON, ...own].map((field) => [field, values[field]]));
}
