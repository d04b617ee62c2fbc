import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, fetched only when a form that needs it opens. */
export function RichTextField(props: { label: string; value: string; onChange(html: string): void }) {
  return (
    <Suspense fallback={<Skeleton height={200} />}>
      <Editor {...props} />
    </Suspense>
  );
}
