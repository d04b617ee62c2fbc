import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classesNeeded, indexStyleRules, markersNeeded, withoutUnmatchableRules } from './critical-css';

describe('critical CSS: the build indexes its stylesheets', () => {
  it('reads the classes a selector needs, leaving out what sits in brackets or parentheses', () => {
    expect(classesNeeded('.m_8a5d1357:where([data-order="1"]) .label')).toEqual(['m_8a5d1357', 'label']);
    expect(classesNeeded('.card:not(.active)')).toEqual(['card']);
    expect(classesNeeded(':is(.a, .b) span')).toEqual([]);
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded('body')).toEqual([]);
  });

  it('reads the data attributes a selector needs, opening single alternatives, and no marker of a hovered, pressed or focused element', () => {
    expect(markersNeeded('.m_77c9d27d:where([data-variant=filled])')).toEqual([
      'm_77c9d27d',
      '[data-variant="filled"]',
    ]);
    expect(markersNeeded('[data-mantine-color-scheme=light] .m_6c018570[data-error]')).toEqual([
      'm_6c018570',
      '[data-error]',
    ]);
    // Either of two, or their absence, asks for neither; so do a flag and another operator.
    expect(markersNeeded('.a:where([data-x],[data-y]):not([data-z])')).toEqual(['a']);
    expect(markersNeeded(".a[data-size='XS' i][data-name^=m]")).toEqual(['a']);
    expect(markersNeeded('.m_77c9d27d:hover:where(:not([data-loading]))')).toBeNull();
    expect(markersNeeded('.field:focus-within .label')).toBeNull();
    expect(markersNeeded('.row:not(:hover) .cell')).toEqual(['row', 'cell']);
  });

  it('indexes rules with their at-rules, and marks the ones any page may need', () => {
    const root = postcss.parse(
      '.a{color:red}@media (max-width:48em){.b .c{margin:0}body,.d{padding:0}}' +
        '@font-face{font-family:P;src:url(/p.woff2);unicode-range:U+20-7e, U+ac00}@keyframes spin{to{rotate:1turn}}',
    );
    expect(indexStyleRules(root)).toEqual([
      { css: '.a{color:red}', within: '', needs: [['a']] },
      { css: '.b .c{margin:0}', within: '@media (max-width:48em){', needs: [['b', 'c']] },
      { css: 'body,.d{padding:0}', within: '@media (max-width:48em){', needs: null },
      {
        css: '@font-face{font-family:P;src:url(/p.woff2);unicode-range:U+20-7e, U+ac00}',
        within: '',
        needs: null,
        fontFace: true,
      },
      { css: '@keyframes spin{to{rotate:1turn}}', within: '', needs: null },
    ]);
  });

  it("drops the rules of Mantine components no script applies, and the dark scheme's selectors", () => {
    const root = postcss.parse(
      '.m_11111111{color:red}.m_22222222{color:blue}' +
        '[data-mantine-color-scheme=dark] .m_11111111,.m_11111111:hover{color:green}' +
        ':root[data-mantine-color-scheme=dark]{--x:1}@media (min-width:1px){.m_22222222{margin:0}}.own{top:0}',
    );
    withoutUnmatchableRules(root, 'const classes = {root: "m_11111111"};');
    expect(root.toString()).toBe('.m_11111111{color:red}.m_11111111:hover{color:green}.own{top:0}');
  });
});
