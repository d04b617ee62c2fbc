import { PRODUCT_SHORT_NAME } from '@shared/constants';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * The member's player settings, kept for the next lesson and the next visit. Not session data: it
 * stays at logout, as a video site keeps a viewer's caption language. Quality and captions are kept
 * by what they mean (a rendition's height, a language), since another lesson numbers its renditions
 * and tracks differently.
 */
export interface PlayerPreferences {
  volume: number;
  speed: number;
  /** The rendition's height in pixels, or null for automatic choice. */
  quality: number | null;
  /** The caption language, or null for captions off. */
  caption: string | null;
}

export const PLAYER_PREFERENCES_KEY = `${PRODUCT_SHORT_NAME}_player`;

const DEFAULTS: PlayerPreferences = { volume: 1, speed: 1, quality: null, caption: null };

/** What was stored, each setting checked on its own: a bad or missing one falls back to its default. */
export function parsePreferences(raw: string | null): PlayerPreferences {
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    stored = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return DEFAULTS;
  }
  const { volume, speed, quality, caption } = stored;
  return {
    volume: typeof volume === 'number' && volume >= 0 && volume <= 1 ? volume : DEFAULTS.volume,
    speed: SPEEDS.find((value) => value === speed) ?? DEFAULTS.speed,
    quality: typeof quality === 'number' && Number.isInteger(quality) && quality > 0 ? quality : null,
    caption: typeof caption === 'string' && caption !== '' ? caption : null,
  };
}

export function readPreferences(): PlayerPreferences {
  try {
    return parsePreferences(localStorage.getItem(PLAYER_PREFERENCES_KEY));
  } catch {
    return DEFAULTS;
  }
}

/** Stores one change on top of what is stored (another tab may have changed another setting). */
export function savePreference(change: Partial<PlayerPreferences>): void {
  try {
    localStorage.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ ...readPreferences(), ...change }));
  } catch {
    // Storage full or blocked (private mode): the setting holds for this lesson only.
  }
}

/** The caption track of the preferred language among a lesson's tracks, or -1 (off). */
export function preferredCaption(captions: { lang: string }[], caption: string | null): number {
  return caption === null ? -1 : captions.findIndex((track) => track.lang === caption);
}
