import { describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '../../../shared/contract/server-render';
import { afterPaint, withScriptsAfterPaint } from './after-paint';

describe("a rendered page's scripts", () => {
  it('are the entry and the module preloads at low priority, the preloads in an inert template; other tags are left alone', () => {
    const head =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/app.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '<link rel="modulepreload" crossorigin href="/assets/en.js">' +
      '<script type="application/ld+json">{}</script></head><body>';
    expect(withScriptsAfterPaint(head)).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<script type="application/ld+json">{}</script>' +
        '<template data-after-paint><link rel="modulepreload" crossorigin href="/assets/app.js" fetchpriority="low">' +
        '<link rel="modulepreload" crossorigin href="/assets/en.js" fetchpriority="low"></template>' +
        '<link rel="expect" href="#server-state" blocking="render"></head><body>',
    );
  });

  it('hold the first paint until the markup has been parsed to the state script after it', () => {
    const head = withScriptsAfterPaint('<head></head>');
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head)?.[1];
    expect(expected).toBe(SERVER_STATE_ELEMENT_ID);
  });

  it('adds no template when there is nothing to wait', () => {
    expect(afterPaint('')).toBe('');
    const head = '<head><script type="module" crossorigin src="/assets/index.js"></script></head>';
    expect(withScriptsAfterPaint(head)).not.toContain('<template');
  });
});
