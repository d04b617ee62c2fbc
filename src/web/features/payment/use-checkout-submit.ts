import type { ContentsDetail } from '@shared/contract/contents';
import { type PaymentCreateBody, takesCashReceipt } from '@shared/contract/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoading } from '../../components/dialogs';
import { currentLocale } from '../../i18n/i18n';
import { ApiError, ExplainedError, failureMessage } from '../../lib/api-client';
import { openCheckout } from '../../lib/checkout-adapter';
import { contentsInfoKey } from '../../lib/contents-info';
import { serverFieldErrors } from '../../lib/zod-form';
import { checkTraining } from './api/check-training';
import { createPayment } from './api/create-payment';
import { useUpdateBuyerInfo } from './api/update-buyer-info';
import { rememberCheckout } from './checkout-memory';
import { cashReceiptAsk } from './components/cash-receipt-fields';
import type { CheckoutForm, CheckoutValues } from './use-checkout-form';

interface CheckoutSubmitOptions {
  item: ContentsDetail;
  useruid: string;
  /** The total allows card instalments; otherwise the order is paid at once. */
  installmentsAllowed: boolean;
  /** The member may not order this item (already enrolled, free). */
  blocked: boolean;
  /** Asks for a training session's seats again, after the server found none left. */
  refetchSeats(): void;
}

/** The order the server prices from what the buyer chose. */
function paymentAsk(
  item: ContentsDetail,
  values: CheckoutValues,
  installmentsAllowed: boolean,
): PaymentCreateBody {
  const virtualAccount = values.method === 'virtual_account';
  return {
    contentsid: item.contentsid,
    method: values.method,
    couponnumber: values.couponnumber || undefined,
    installmentMonths: values.method === 'card' && installmentsAllowed ? Number(values.installmentMonths) : 0,
    bankCode: virtualAccount ? (values.bankCode as PaymentCreateBody['bankCode']) : undefined,
    easyPayProvider: values.method === 'easy_pay' ? values.easyPayProvider : undefined,
    cashReceipt: takesCashReceipt(values.method) ? cashReceiptAsk(values) : undefined,
    agree: true,
  };
}

/**
 * Sends the order once: saves changed buyer details, checks a session's seats again, creates the
 * payment and opens the gateway. A refusal shows under its fields and above the button.
 */
export function useCheckoutSubmit(form: CheckoutForm, options: CheckoutSubmitOptions) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { item, useruid } = options;
  const saveBuyer = useUpdateBuyerInfo(useruid);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  // Back from the gateway through the browser's history: the page comes from the cache, usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitting.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onSubmit = form.onSubmit(async (submitted) => {
    if (submitting.current || options.blocked) return;
    submitting.current = true;
    setBusy(true);
    setError(null);
    try {
      await withLoading(async () => {
        const details = { name: submitted.name, email: submitted.email, phone: submitted.phone };
        if (form.isDirty('name') || form.isDirty('email') || form.isDirty('phone')) {
          await saveBuyer(details);
          form.resetDirty();
        }
        if (item.conttype === 'training') await checkTraining(item.contentsid);
        const created = await createPayment(paymentAsk(item, submitted, options.installmentsAllowed));
        rememberCheckout(created.orderId, { contentsid: item.contentsid, kind: item.conttype });
        await openCheckout(created).catch(() => {
          throw new ExplainedError(t('payment.checkoutUnavailable'));
        });
      });
    } catch (caught) {
      submitting.current = false;
      setBusy(false);
      if (caught instanceof ApiError) form.setErrors(serverFieldErrors(caught.datas));
      // Someone took the last seat, or the session was called off, meanwhile: show it as it is now.
      if (caught instanceof ApiError && (caught.code === 'NO_SEATS' || caught.code === 'SESSION_CANCELED')) {
        options.refetchSeats();
        void queryClient.invalidateQueries({ queryKey: contentsInfoKey(item.contentsid, locale, useruid) });
      }
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  });

  return { onSubmit, busy, error };
}
