import type { users } from '../../db/schema/account';

type LicenceState = Pick<typeof users.$inferSelect, 'licenseStatus' | 'licenseSubmittedAt'>;

/**
 * The columns a changed licence sets: pending again with its reason gone. One already pending keeps
 * its place in the queue (the operator has not looked at it yet); any other joins at the end.
 */
export function licenseResubmitted(current: LicenceState, now: Date) {
  const waiting = current.licenseStatus === 'pending' && current.licenseSubmittedAt !== null;
  return {
    licenseStatus: 'pending' as const,
    licenseReason: null,
    licenseSubmittedAt: waiting ? current.licenseSubmittedAt : now,
  };
}
