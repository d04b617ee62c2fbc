import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/zod-form';

/**
 * Runs a form's submission: shows the server's reason on failure and puts its field errors under
 * the inputs, keeping everything the user typed. A failure the server did not explain (network,
 * 5xx) reads as `fallback`: a save form passes 'errors.saveFailed' ('Failed to Save.').
 */
export function useFormSubmit<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  action: (values: T) => Promise<void>,
  fallback: 'errors.generic' | 'errors.saveFailed' = 'errors.generic',
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      await action(values);
    } catch (caught) {
      if (caught instanceof ApiError) form.setErrors(serverFieldErrors(caught.datas));
      setError(failureMessage(caught, fallback));
    } finally {
      setSubmitting(false);
    }
  });
  return { onSubmit, error, submitting };
}
