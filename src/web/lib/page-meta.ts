/** The meta tags the server writes into index.html at serve time (src/server/http/web-app.ts). */
export type PageMetaName = 'medivenus-app' | 'medivenus-payments' | 'medivenus-company';

let serverValues: Partial<Record<PageMetaName, string>> = {};

/** On the server there is no document: the renderer hands over the same values it writes into the page. */
export function setServerPageMeta(values: Partial<Record<PageMetaName, string>>): void {
  serverValues = values;
}

export function pageMeta(name: PageMetaName): string | undefined {
  if (typeof document === 'undefined') return serverValues[name];
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}
