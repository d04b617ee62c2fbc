import { josa } from 'es-hangul';

/**
 * A Korean particle written for either ending (`{{product}}을(를)`, `“{{title}}”을(를)`), as texts spell
 * it after a value they do not know: the particle the word before it takes, where that word ends in a
 * Hangul syllable (read through a closing quote). After Latin letters or digits the reading is not
 * known, so both forms stay, as Korean writing does.
 */
const EITHER_PARTICLE = /([\uac00-\ud7a3])([”’"']?)(을\(를\)|이\(가\)|은\(는\)|와\(과\)|\(으\)로)/g;
const PARTICLE_PAIRS: Record<string, Parameters<typeof josa.pick>[1]> = {
  '을(를)': '을/를',
  '이(가)': '이/가',
  '은(는)': '은/는',
  '와(과)': '와/과',
  '(으)로': '으로/로',
};

/** The text with each particle written for either ending replaced by the one its word takes. */
export function pickKoreanParticles(text: string): string {
  return text.replace(
    EITHER_PARTICLE,
    (_match, syllable: string, quote: string, particle: string) =>
      syllable + quote + josa.pick(syllable, PARTICLE_PAIRS[particle]!),
  );
}
