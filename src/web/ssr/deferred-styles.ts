import { AFTER_PAINT_ATTRIBUTE, FONT_FACES_ATTRIBUTE } from '@shared/contract/server-render';

/**
 * A server-rendered page carries the styles of its own markup inline and names the app's stylesheets
 * and scripts in inert templates (src/server/modules/ssr/after-paint.ts), so they take nothing from
 * its first paint. Put in the head once it has painted, before the app renders: every view after the
 * first needs them.
 */
export function loadAfterPaintAssets(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    `template[${AFTER_PAINT_ATTRIBUTE}]`,
  )) {
    template.replaceWith(template.content);
  }
}

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;

/** A face of a stylesheet's `@font-face` rule, for the document's FontFaceSet. */
function fontFaceOf(descriptorText: string): FontFace | null {
  const descriptors = new Map(
    descriptorText.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
    }),
  );
  const family = descriptors.get('font-family')?.replace(/^["']|["']$/g, '');
  const source = descriptors.get('src');
  if (!family || !source) return null;
  return new FontFace(family, source, {
    style: descriptors.get('font-style') ?? 'normal',
    weight: descriptors.get('font-weight') ?? 'normal',
    display: (descriptors.get('font-display') ?? 'auto') as FontDisplay,
    unicodeRange: descriptors.get('unicode-range') ?? 'U+0-10FFFF',
  });
}

/**
 * A server-rendered page declares one face of its own for its text, and names Pretendard's stylesheet
 * disabled (src/server/modules/ssr/critical-css.ts). The app adds that sheet's faces, which the next
 * pages' text may need, through the FontFaceSet: a stylesheet declaring them would have the browser
 * build the page's faces anew, and one that missed its `optional` block period would then be swapped
 * in under the reader.
 */
export async function declareRemainingFontFaces(): Promise<void> {
  const facesSheet = document.querySelector<HTMLLinkElement>(`link[${FONT_FACES_ATTRIBUTE}]`);
  if (!facesSheet) return;
  const css = await (await fetch(facesSheet.href)).text();
  for (const [, descriptorText = ''] of css.matchAll(FONT_FACE)) {
    const face = fontFaceOf(descriptorText);
    if (face) document.fonts.add(face);
  }
}
