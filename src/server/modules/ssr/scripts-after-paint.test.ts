import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from './scripts-after-paint';

describe("a rendered page's scripts", () => {
  it('are fetched at low priority, the entry and its preloads alike; other tags are left alone', () => {
    const head =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/page.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '<script type="application/ld+json">{}</script>';
    expect(withScriptsAfterPaint(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<script type="application/ld+json">{}</script>',
    );
  });
});
