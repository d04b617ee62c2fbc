import { conflict, invalid } from '../../domain/errors';
import type { GatewayError } from '../../integrations/payment/gateway';

/** Failures of a checkout or a charge, shared by card orders, free enrolment and the membership. */
export const verificationFailed = () => invalid('PAYMENT_VERIFICATION_FAILED', 'payment.verificationFailed');
export const orderFailed = (gateway?: GatewayError) =>
  invalid('PAYMENT_FAILED', 'payment.orderFailedBody', {
    datas: gateway ? { gatewayCode: gateway.code, gatewayMessage: gateway.message } : null,
  });
export const noSeats = () => conflict('NO_SEATS', 'payment.noSeats');
export const sessionCanceled = () => conflict('SESSION_CANCELED', 'training.sessionCanceled');
