import { pickKoreanParticles } from '@shared/i18n/korean-particles';
import type { PostProcessorModule } from 'i18next';
import { KOREAN_PARTICLES } from './i18n-instance';

/**
 * Korean texts spell a particle after a value for either ending (`{{title}}”을(를)`): the value's last
 * syllable picks its own. Only the console's and the members' texts need it, so it loads with them
 * (es-hangul is 1.6 KB gzip of every first load otherwise); the instance skips it until then.
 */
export const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: KOREAN_PARTICLES,
  process: (value: string) => pickKoreanParticles(value),
};
