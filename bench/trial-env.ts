/**
 * The benchmarks measure the production build on the demo catalogue and the sandbox: a production
 * trial, which the configuration only accepts when said so (docs/decisions/027-production-is-safe-by-default-the-demo-is-npm-start.md).
 */
export const PRODUCTION_TRIAL_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_TEST_MODE_IN_PRODUCTION: 'true',
} as const;
