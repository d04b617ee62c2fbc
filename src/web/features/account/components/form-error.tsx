import { ErrorAlert } from '../../../components/query-states';

/** The server's localised message above a form; announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  return <ErrorAlert error={message} data-testid="form-error" />;
}
