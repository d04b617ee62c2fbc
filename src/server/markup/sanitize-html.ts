import DOMPurify from 'isomorphic-dompurify';

/**
 * Rich text written by operators (course descriptions, notices, FAQ answers, terms) leaves the
 * server only through here: scripts, event handlers, frames, forms and inline styles are removed,
 * links keep http(s), mailto and relative targets.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
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
