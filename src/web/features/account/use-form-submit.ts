import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/zod-form';

/**
 * Runs a form's submission: shows the server's message on failure and puts its field errors under
 * the inputs, keeping everything the user typed.
 */
export function useFormSubmit<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  action: (values: T) => Promise<void>,
) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      await action(values);
    } catch (caught) {
      if (caught instanceof ApiError) {
        form.setErrors(serverFieldErrors(caught.datas));
        setError(caught.message);
      } else {
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      setSubmitting(false);
    }
  });
  return { onSubmit, error, submitting };
}
