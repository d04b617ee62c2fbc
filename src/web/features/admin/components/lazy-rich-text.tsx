import { Skeleton, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

const Editor = lazy(() => import('./rich-text-editor'));

/**
 * The rich-text editor, fetched only when a form that needs it opens. A required field's label
 * carries the asterisk in its text, since the editor is no input Mantine's `withAsterisk` knows of;
 * the form's error for the field is announced under it.
 */
export function RichTextField({
  label,
  required,
  value,
  onChange,
  error,
}: {
  label: string;
  required?: boolean;
  value: string;
  onChange(html: string): void;
  error?: ReactNode;
}) {
  return (
    <>
      <Suspense fallback={<Skeleton height={200} />}>
        <Editor label={required ? `${label} *` : label} value={value} onChange={onChange} />
      </Suspense>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
