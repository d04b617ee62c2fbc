import { describe, expect, it } from 'vitest';
import { charactersIn } from './drawn-characters';

describe("a rendered page's drawn characters", () => {
  it('reads the characters the markup draws in the web font, not those of its scripts, styles, titles, hidden fields or radios', () => {
    const characters = charactersIn(
      '<p title="가">Q&amp;A<script>"나"</script><style>.x{}</style><input placeholder="검색&quot;">' +
        '<input type="hidden" name="t" value="zz"><input type="radio" value="ja"><input name="q" value="b">' +
        '<span lang="ja" data-system-font="" style="font-family:sans-serif">日本語</span></p>',
    );
    const drawn = String.fromCodePoint(...[...characters].sort((a, b) => a - b));
    // The text, a field's placeholder and value, each letter's capital, and the ellipsis CSS may draw.
    expect(drawn).toBe('"&ABQb…검색');
  });
});
