import { describe, expect, it } from 'vitest';
import {
  charactersIn,
  classesIn,
  criticalStylesFrom,
  type StyleIndex,
  variablesOf,
  withUsedRootVariables,
} from './critical-css';

const LATIN_FACE = '@font-face{font-family:P;src:url(/latin.woff2)}';
const HANGUL_FACE = '@font-face{font-family:P;src:url(/hangul.woff2)}';

const INDEX: StyleIndex = {
  '/assets/fonts.css': [
    { css: LATIN_FACE, within: '', needs: null, glyphs: [[0x20, 0x7e]] },
    { css: HANGUL_FACE, within: '', needs: null, glyphs: [[0xac00, 0xd7a3]] },
  ],
  '/assets/index.css': [
    { css: ':root{--gap:4px;--unused:0}', within: '', needs: null },
    { css: '.title{font-size:2rem;margin:var(--gap)}', within: '', needs: [['title']] },
    { css: '.card .price{color:green}', within: '@media (min-width:40em){', needs: [['card', 'price']] },
    { css: '.dialog{position:fixed}', within: '@media (min-width:40em){', needs: [['dialog']] },
  ],
  '/assets/page.css': [{ css: '.banner{height:10px}', within: '', needs: [['banner'], ['hero']] }],
};

const HEAD =
  '<head><title>t</title><link rel="stylesheet" crossorigin href="/assets/fonts.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/page.css"><link rel="stylesheet" crossorigin href="/assets/other.css"></head>';

describe('critical styles of a rendered page', () => {
  it('reads the classes and the characters of the markup, not of its scripts or styles', () => {
    expect([...classesIn('<div class="card  price"><p class="">x</p></div>')]).toEqual(['card', 'price']);
    const characters = charactersIn('<p title="가">A<script>"나"</script><style>.x{}</style></p>');
    expect(characters.has('A'.codePointAt(0)!)).toBe(true);
    expect(characters.has('가'.codePointAt(0)!)).toBe(false);
    expect(characters.has('나'.codePointAt(0)!)).toBe(false);
  });

  it("inlines the rules the page's markup uses, in order, within their at-rules", () => {
    const head = criticalStylesFrom(INDEX)(
      HEAD,
      '<h1 class="title">Course</h1><div class="card"><b class="price">1</b></div>',
    );
    const inline = /<style data-critical>(.*?)<\/style>/.exec(head)?.[1];
    expect(inline).toBe(
      `${LATIN_FACE}:root{--gap:4px}.title{font-size:2rem;margin:var(--gap)}@media (min-width:40em){.card .price{color:green}}`,
    );
  });

  it('declares only the font faces that draw the text, and a selector list matches by any of its selectors', () => {
    const head = criticalStylesFrom(INDEX)(HEAD, '<div class="hero">안녕</div>');
    expect(head).toContain('url(/hangul.woff2)');
    expect(head).not.toContain('url(/latin.woff2)');
    expect(head).toContain('.banner{height:10px}');
  });

  it('links the indexed stylesheets once the page has painted, and at once for pages without scripts', () => {
    const head = criticalStylesFrom(INDEX)(HEAD, '<p class="title">x</p>');
    expect(head).toBe(
      `<head><title>t</title><style data-critical>${LATIN_FACE}:root{--gap:4px}.title{font-size:2rem;margin:var(--gap)}</style>` +
        // The faces' own sheet is never applied (the app declares the other faces): named, disabled.
        '<link rel="stylesheet" crossorigin href="/assets/fonts.css" disabled data-font-faces>' +
        // The others are linked once the page has painted, or at once without scripts.
        '<template data-after-paint><link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css"></template>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css"></noscript>' +
        // Not in the index (a build's stylesheet it does not know): left as it was.
        '<link rel="stylesheet" crossorigin href="/assets/other.css"></head>',
    );
  });

  it("keeps the root's variables that the page reads, directly or through a kept one", () => {
    const chosen = [
      ':root,:host{--a: 1px;--b: var(--c);--c: red;--unused: 0;color-scheme: light}',
      '.x{margin:var(--a)}',
      ':root[data-scheme=dark],:host([data-scheme="dark"]){--d: 1}',
    ].map((css) => ({ rule: { css, within: '', needs: null }, variables: variablesOf(css) }));
    expect(withUsedRootVariables(chosen, '<p class="x" style="color:var(--b)">x</p>')).toEqual([
      ':root,:host{--a: 1px;--b: var(--c);--c: red;color-scheme: light}',
      '.x{margin:var(--a)}',
      '',
    ]);
  });

  it('leaves a head without indexed stylesheets as it is', () => {
    const head = '<head><link rel="stylesheet" crossorigin href="/assets/unknown.css"></head>';
    expect(criticalStylesFrom(INDEX)(head, '<p class="title">x</p>')).toBe(head);
  });
});
