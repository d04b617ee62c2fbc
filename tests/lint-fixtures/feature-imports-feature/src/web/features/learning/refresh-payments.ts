import { paymentKeys } from '../payment/api/keys';

export const refreshedAfterEnrolment = paymentKeys.all;
