import { Button, Center, Image, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile } from '../lib/api-client';
import { ErrorAlert } from './query-states';

/** A private file's object URL while it is shown, revoked once it is not. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * A button that shows a private file (a licence copy: an image or a PDF) in a dialog. The file needs
 * the caller's token, so it is fetched through the API client, never linked to.
 */
export function PrivateFileViewer({ path, label, title }: { path: string; label: string; title: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const file = useQuery({
    queryKey: ['private-file', path],
    queryFn: () => apiFile(path),
    enabled: opened,
    gcTime: 0,
    staleTime: 0,
  });
  const url = useObjectUrl(opened ? file.data?.blob : undefined);
  const pdf = file.data?.blob.type === 'application/pdf';
  return (
    <>
      <Button variant="light" size="xs" onClick={open}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {file.isPending && (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        )}
        <ErrorAlert error={file.error} />
        {url && pdf && (
          <object data={url} type="application/pdf" width="100%" height={600} aria-label={title} />
        )}
        {url && !pdf && <Image src={url} alt={title} fit="contain" mah="70vh" />}
      </Modal>
    </>
  );
}
