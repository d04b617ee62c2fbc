import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';

/**
 * One file going up at a time: refused here when it is over the limit (sparing a long upload; the
 * server checks the bytes and the size again), its progress while it goes, and why it failed.
 */
export function useFileUpload<Stored>(options: {
  maxBytes: number;
  send(file: File, onProgress: (percent: number) => void): Promise<Stored>;
  onStored(stored: Stored): void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    if (file.size > options.maxBytes) {
      setError(t('msg:upload.tooLarge', { max: formatBytes(options.maxBytes) }));
      return;
    }
    setProgress(0);
    try {
      await options.onStored(await options.send(file, setProgress));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setProgress(null);
    }
  }

  return { progress, error, upload };
}
