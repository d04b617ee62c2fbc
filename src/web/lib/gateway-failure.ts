import type { TFunction } from 'i18next';

/**
 * Why the gateway (or the server's own check) refused, in the reader's language, for the codes we
 * know; null otherwise. A return address's `message` is never shown: anyone can write one into a link.
 */
export function gatewayFailureReason(t: TFunction, code: string | null): string | null {
  if (!code) return null;
  if (code === 'PAYMENT_VERIFICATION_FAILED') return t('msg:payment.verificationFailed');
  if (code === 'NO_SEATS') return t('msg:payment.noSeats');
  return t(`payment.failReasons.${code}`, { defaultValue: '' }) || null;
}
