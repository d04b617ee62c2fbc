import { BILLING_BACK_ROUTES, type BillingBack } from '@shared/contract/billing';

/** `/paymentMethod/:back?` names where to return after a card is registered; only these are honoured. */
const PATHS: Record<BillingBack, string> = {
  subscription: '/subscription',
  membership: '/mypage/membership',
};

export function parseBack(value: string | null | undefined): BillingBack | undefined {
  return (BILLING_BACK_ROUTES as readonly string[]).includes(value ?? '')
    ? (value as BillingBack)
    : undefined;
}

export function backPath(back: BillingBack): string {
  return PATHS[back];
}
