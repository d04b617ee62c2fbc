import type { TFunction } from 'i18next';

/** Bank names by the gateway's two-digit code; an unknown code is shown as it is. */
export function bankName(t: TFunction, code: string): string {
  return t(`msg:banks.${code}`, { defaultValue: code });
}
