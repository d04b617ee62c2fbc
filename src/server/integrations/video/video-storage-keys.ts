/** Where a video's files live in private storage: the HLS tree, and the original upload. */
export function videoStorageKey(video: { storagePrefix: string }, file?: string): string {
  return file ? `videos/${video.storagePrefix}/${file}` : `videos/${video.storagePrefix}`;
}

export function uploadStorageKey(video: { storagePrefix: string }, file?: string): string {
  return file ? `uploads/${video.storagePrefix}/${file}` : `uploads/${video.storagePrefix}`;
}
