/** A page in one language: the `locale` parameter the web app reads as the reader's choice (decisions). */
export function localizedUrl(publicUrl: string, path: string, locale: string): string {
  return `${publicUrl}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}
