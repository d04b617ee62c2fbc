import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from './api-client';
import { showServerFieldErrors } from './zod-form';

/**
 * The one way a form submits: the form validates with the shared zod schema (`zodFormValidator`),
 * then `action` runs as a mutation. On failure the server's field errors go under the inputs,
 * keeping everything the user typed, and its reason shows above them; a failure the server did not
 * explain (network, 5xx) reads as `fallback`: a save form passes 'errors.saveFailed'.
 */
export function useFormSubmit<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  action: (values: T) => Promise<void>,
  fallback: 'errors.generic' | 'errors.saveFailed' = 'errors.generic',
) {
  const mutation = useMutation({ mutationFn: action, onError: showServerFieldErrors(form) });
  const onSubmit = form.onSubmit((values) => mutation.mutate(values));
  const error = mutation.error ? failureMessage(mutation.error, fallback) : null;
  return { onSubmit, error, submitting: mutation.isPending };
}
