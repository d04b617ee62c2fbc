import { describe, expect, it } from 'vitest';
import {
  charactersIn,
  criticalStylesFrom,
  markersIn,
  type StyleIndex,
  variablesOf,
  withUsedVariables,
} from './critical-css';
import type { PageFonts } from './page-fonts';

const INDEX: StyleIndex = {
  '/assets/fonts.css': [
    { css: '@font-face{font-family:P;src:url(/latin.woff2)}', within: '', needs: null, fontFace: true },
    { css: '@font-face{font-family:P;src:url(/hangul.woff2)}', within: '', needs: null, fontFace: true },
  ],
  '/assets/index.css': [
    { css: ':root{--gap:4px;--unused:0}', within: '', needs: null },
    { css: '.title{font-size:2rem;margin:var(--gap)}', within: '', needs: [['title']] },
    { css: '.title:hover{color:red}', within: '', needs: [] },
    {
      css: '.card[data-variant=filled]{color:white}',
      within: '',
      needs: [['card', '[data-variant="filled"]']],
    },
    { css: '.card .price{color:green}', within: '@media (min-width:40em){', needs: [['card', 'price']] },
    { css: '.dialog{position:fixed}', within: '@media (min-width:40em){', needs: [['dialog']] },
  ],
  '/assets/page.css': [{ css: '.banner{height:10px}', within: '', needs: [['banner'], ['hero']] }],
};

/** The page's own face as page-fonts.ts makes it, named here by the characters it was asked for. */
const pageFaceFor: PageFonts['faceFor'] = (codePoints) => {
  const characters = String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
  return {
    css: `@font-face{font-family:Page;src:url(/page/${encodeURIComponent(characters)})}`,
    preload: `<link rel="preload" href="/page/${encodeURIComponent(characters)}">`,
  };
};
const criticalStyles = criticalStylesFrom(INDEX, pageFaceFor);

const HEAD =
  '<head><title>t</title><link rel="stylesheet" crossorigin href="/assets/fonts.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/page.css"><link rel="stylesheet" crossorigin href="/assets/other.css"></head>';

describe('critical styles of a rendered page', () => {
  it('reads the classes, data attributes and characters the markup draws in the web font, not those of its scripts, styles, titles, hidden fields or radios', () => {
    expect([
      ...markersIn('<div class="card  price" data-variant="filled"><p class="" data-disabled>x</p></div>'),
    ]).toEqual(['card', 'price', '[data-variant]', '[data-variant="filled"]', '[data-disabled]']);
    const characters = charactersIn(
      '<p title="가">Q&amp;A<script>"나"</script><style>.x{}</style><input placeholder="검색&quot;">' +
        '<input type="hidden" name="t" value="zz"><input type="radio" value="ja"><input name="q" value="b">' +
        '<span lang="ja" data-system-font="" style="font-family:sans-serif">日本語</span></p>',
    );
    const drawn = String.fromCodePoint(...[...characters].sort((a, b) => a - b));
    // The text, a field's placeholder and value, each letter's capital, and the ellipsis CSS may draw.
    expect(drawn).toBe('"&ABQb…검색');
  });

  it("inlines the rules the page's markup uses, in order, within their at-rules; not those of other variants or of a hovered element", () => {
    const head = criticalStyles(
      HEAD,
      '<h1 class="title">Co</h1><div class="card" data-variant="outline"><b class="price">1</b></div>',
    );
    const inline = /<style data-critical>(.*?)<\/style>/.exec(head)?.[1];
    expect(inline).toBe(
      `@font-face{font-family:Page;src:url(/page/${encodeURIComponent('1COo…')})}:root{--gap:4px}` +
        `.title{font-size:2rem;margin:var(--gap)}@media (min-width:40em){.card .price{color:green}}`,
    );
  });

  it("declares the page's own face for its characters, preloaded, and none of the font's pieces", () => {
    const head = criticalStyles(HEAD, '<div class="hero">안녕</div>');
    // In code point order, as the face is asked for them, with the ellipsis CSS may draw.
    const named = encodeURIComponent('…녕안');
    expect(head).toContain(`<link rel="preload" href="/page/${named}">`);
    expect(head).toContain(`@font-face{font-family:Page;src:url(/page/${named})}`);
    expect(head).not.toContain('.woff2');
  });

  it('matches a selector list by any of its selectors', () => {
    expect(criticalStyles(HEAD, '<div class="hero">x</div>')).toContain('.banner{height:10px}');
  });

  it('links the indexed stylesheets once the page has painted, and at once for pages without scripts', () => {
    const head = criticalStyles(HEAD, '<p class="title">x</p>');
    expect(head).toBe(
      `<head><title>t</title><link rel="preload" href="/page/${encodeURIComponent('Xx…')}"><style data-critical>` +
        `@font-face{font-family:Page;src:url(/page/${encodeURIComponent('Xx…')})}:root{--gap:4px}.title{font-size:2rem;margin:var(--gap)}</style>` +
        // The faces' own sheet is never applied (the app declares its faces): named, disabled.
        '<link rel="stylesheet" crossorigin href="/assets/fonts.css" disabled data-font-faces>' +
        // The others are linked once the page has painted, at low priority, or at once without scripts.
        '<template data-after-paint><link rel="stylesheet" crossorigin href="/assets/index.css" fetchpriority="low">' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css" fetchpriority="low"></template>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/page.css"></noscript>' +
        // Not in the index (a build's stylesheet it does not know): left as it was.
        '<link rel="stylesheet" crossorigin href="/assets/other.css"></head>',
    );
  });

  it('keeps the custom properties that the page reads, directly or through a kept one, in every rule, each declared once', () => {
    const chosen = [
      ':root,:host{--a: 1px;--b: var(--c);--c: red;--unused: 0;--f: 1 !important;color-scheme: light}',
      '.x{--x-size-sm: var(--a);--x-size-xl: 9px;--x-icon: url("data:image/svg+xml;utf8,<svg/>");height:var(--x-height, var(--x-size-sm))}',
      ':root[data-scheme=dark],:host([data-scheme="dark"]){--d: 1}',
      '@keyframes pulse{from{opacity:var(--e)}to{opacity:1}}',
      ':root,:host{--c: green;--f: 2}',
    ].map((css) => ({ rule: { css, within: '', needs: null }, variables: variablesOf(css) }));
    expect(withUsedVariables(chosen, '<p class="x" style="color:var(--b);margin:var(--f)">x</p>')).toEqual([
      // --c is declared again below, under the same selector: that declaration is the one kept. An
      // important --f wins over the later one, so both stay.
      ':root,:host{--a: 1px;--b: var(--c);--f: 1 !important;color-scheme: light}',
      '.x{--x-size-sm: var(--a);height:var(--x-height, var(--x-size-sm))}',
      '',
      '@keyframes pulse{from{opacity:var(--e)}to{opacity:1}}',
      ':root,:host{--c: green;--f: 2}',
    ]);
  });

  it('leaves a head without indexed stylesheets as it is', () => {
    const head = '<head><link rel="stylesheet" crossorigin href="/assets/unknown.css"></head>';
    expect(criticalStyles(head, '<p class="title">x</p>')).toBe(head);
  });
});
