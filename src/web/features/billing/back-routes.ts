import { BILLING_BACK_ROUTES, type BillingBack } from '@shared/contract/billing';
import { paths } from '../../lib/paths';

/** `/paymentMethod/:back?` names where to return after a card is registered; only these are honoured. */
const PATHS: Record<BillingBack, string> = {
  subscription: paths.subscription(),
  membership: paths.myMembership(),
};

export function parseBack(value: string | null | undefined): BillingBack | undefined {
  return (BILLING_BACK_ROUTES as readonly string[]).includes(value ?? '')
    ? (value as BillingBack)
    : undefined;
}

export function backPath(back: BillingBack): string {
  return PATHS[back];
}
