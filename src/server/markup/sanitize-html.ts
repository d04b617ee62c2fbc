import sanitize from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL,
  RICH_TEXT_URL_ATTRIBUTES,
} from '../../shared/rich-text-policy';

/**
 * Drops an address outside the policy. This is the policy's one address rule (sanitize-html's own
 * scheme check, left at its defaults, is looser); the parser has already decoded the value's entities.
 */
function keepPolicyUrl(attribute: string): sanitize.Transformer {
  return (tagName, attribs) => {
    const url = attribs[attribute];
    if (url !== undefined && !RICH_TEXT_URL.test(url.trim())) {
      const { [attribute]: _dropped, ...kept } = attribs;
      return { tagName, attribs: kept };
    }
    return { tagName, attribs };
  };
}

const options: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  transformTags: Object.fromEntries(
    Object.entries(RICH_TEXT_URL_ATTRIBUTES).map(([tag, attribute]) => [tag, keepPolicyUrl(attribute)]),
  ),
};

/**
 * Rich text written by operators (course descriptions, notices, FAQ answers, terms) leaves the
 * server only through here, reduced to the shared policy: scripts, event handlers, frames, forms and
 * inline styles are removed, and links keep http(s), mailto and paths on this site. A parser, not a
 * DOM: the server holds no browser emulation for it (decision 062).
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Every language of an operator's rich text, each sanitised; a missing language stays empty. */
export function sanitizeLanguages(text: Partial<Record<'ko' | 'en' | 'ja', string>>): {
  ko: string;
  en: string;
  ja: string;
} {
  return {
    ko: sanitizeHtml(text.ko ?? ''),
    en: sanitizeHtml(text.en ?? ''),
    ja: sanitizeHtml(text.ja ?? ''),
  };
}

/** Whether rich text says anything a reader sees: markup alone (an empty paragraph, a line break) does not. */
export function hasVisibleText(html: string): boolean {
  return /\S/.test(sanitize(html, { allowedTags: [], allowedAttributes: {} }));
}
