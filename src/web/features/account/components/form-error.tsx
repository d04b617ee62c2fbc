import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The server's localised message above a form; announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
