/**
 * What operator rich text (course descriptions and curricula, notices, FAQ answers, terms) may
 * contain, enforced by the server on save and on read (src/server/markup/sanitize-html.ts) and by
 * the browser before it renders (src/web/components/safe-html.tsx). The console's editor writes a
 * subset of these; the rest is what pasted or imported text commonly carries.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Attributes per tag; none carries style, an event handler or an identifier. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/**
 * Links and images go to http(s), mail, a path on this site or an anchor: never a script or a data
 * URL, nor `//host` or `/\host`, which browsers read as another site.
 */
export const RICH_TEXT_URL = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

/** The attributes that hold an address, each checked against `RICH_TEXT_URL`. */
export const RICH_TEXT_URL_ATTRIBUTES = { a: 'href', img: 'src' } as const;

const attributeNames = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const urlAttributeNames: readonly string[] = Object.values(RICH_TEXT_URL_ATTRIBUTES);

/**
 * The policy as DOMPurify's configuration, for the browser. DOMPurify checks every attribute not on
 * its URI-safe list against the address pattern, so the policy's attributes that hold no address
 * are named URI-safe; `data-*` and `aria-*`, which DOMPurify allows by default, are not in the policy.
 * DOMPurify still lets an image's `data:` address through (it cannot run script in an image); the
 * server removes it first.
 */
export const RICH_TEXT_DOMPURIFY = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: attributeNames,
  ADD_URI_SAFE_ATTR: attributeNames.filter((attribute) => !urlAttributeNames.includes(attribute)),
  ALLOWED_URI_REGEXP: RICH_TEXT_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
