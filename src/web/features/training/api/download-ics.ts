import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** Fetches the session's calendar file (icsUrl from GetInfo) and hands it to the browser as a download. */
export async function downloadIcs(icsUrl: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiFile(icsUrl);
  saveBlob(blob, filename ?? fallbackName);
}
