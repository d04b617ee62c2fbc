/** A page in one language: the `lang` parameter the web app reads as the reader's choice (decisions). */
export function localizedUrl(publicUrl: string, path: string, locale: string): string {
  return `${publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
