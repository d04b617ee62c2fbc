import type { Envelope } from '@shared/contract/envelope';
import { ApiError, refreshSession, requestHeaders } from './api-client';
import { readSession } from './session';

export interface UploadOptions {
  /** 0–100 while the bytes go up. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

function send<T>(path: string, file: File, options: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    // XMLHttpRequest, because fetch cannot report upload progress; the headers are the API client's.
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(request.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (request.status >= 200 && request.status < 300 && envelope?.success) resolve(envelope.datas);
      else
        reject(
          new ApiError(
            envelope?.respMessage || request.statusText || 'Upload failed',
            envelope?.code ?? 'INTERNAL',
            request.status,
            envelope?.datas ?? null,
          ),
        );
    };
    request.onerror = () => reject(new ApiError(request.statusText || 'Network error', 'INTERNAL', 0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** Sends one file as multipart/form-data; an expired session is refreshed once, like every API call. */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  try {
    return await send<T>(path, file, options);
  } catch (error) {
    const session = readSession();
    if (!(error instanceof ApiError) || error.code !== 'TOKEN_EXPIRED' || session?.keepLogin !== 'true')
      throw error;
    await refreshSession();
    return send<T>(path, file, options);
  }
}
