import type { RateLimitRule } from './rate-limit';

/**
 * One posting budget per account for reviews, questions, answers, follow-ups and reports alike
 * (issue 44), so a spammer cannot spread over the kinds. Operators override it by name with
 * RATE_LIMITS (`community.posting=…`).
 */
export const postingLimits: RateLimitRule[] = [
  { name: 'community.posting', max: 20, windowSeconds: 600, key: ({ user }) => user?.useruid },
];
