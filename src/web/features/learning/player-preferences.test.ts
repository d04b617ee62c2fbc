import { describe, expect, it } from 'vitest';
import { PLAYER_PREFERENCES_KEY, parsePreferences, preferredCaption } from './player-preferences';

describe('player preferences', () => {
  it('are kept under the product-prefixed key the spec gives browser storage', () => {
    expect(PLAYER_PREFERENCES_KEY).toBe('medivenus_player');
  });

  it('read back speed, quality and caption language as stored', () => {
    expect(parsePreferences('{"volume":0.5,"speed":1.5,"quality":720,"caption":"en"}')).toEqual({
      volume: 0.5,
      speed: 1.5,
      quality: 720,
      caption: 'en',
    });
  });

  it('fall back per setting when one is missing or not a choice the player offers', () => {
    const defaults = { volume: 1, speed: 1, quality: null, caption: null };
    expect(parsePreferences(null)).toEqual(defaults);
    expect(parsePreferences('not json')).toEqual(defaults);
    expect(parsePreferences('[1]')).toEqual(defaults);
    // What the player stored before it kept quality and captions.
    expect(parsePreferences('{"volume":0.4,"speed":2}')).toEqual({ ...defaults, volume: 0.4, speed: 2 });
    expect(parsePreferences('{"speed":3,"quality":-1,"caption":""}')).toEqual(defaults);
  });

  it("choose the lesson's caption track by language, off when the lesson has none in it", () => {
    const captions = [{ lang: 'ko' }, { lang: 'en' }];
    expect(preferredCaption(captions, 'en')).toBe(1);
    expect(preferredCaption(captions, 'ja')).toBe(-1);
    expect(preferredCaption(captions, null)).toBe(-1);
  });
});
