import { z } from 'zod';

/** The `tab` of /terms: 0 terms of use, 1 privacy policy, 2 refund policy. */
export const TERMS_TABS = [0, 1, 2] as const;

export const termsParams = z.object({ tab: z.coerce.number().int().min(0).max(2) });
export const termsQuery = z.object({ version: z.string().trim().max(40).optional() });

export const termsVersion = z.object({
  version: z.string(),
  effectiveAt: z.string(),
  /** In force now: the latest version whose effective date has passed. */
  current: z.boolean(),
  /** Announced but not yet in force. */
  upcoming: z.boolean(),
});

export const termsInfo = z.object({
  tab: z.number().int(),
  version: z.string(),
  effectiveAt: z.string(),
  body: z.string(),
  versions: z.array(termsVersion),
});
export type TermsInfo = z.infer<typeof termsInfo>;
