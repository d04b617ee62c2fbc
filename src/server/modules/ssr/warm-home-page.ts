import { LOCALES } from '@shared/constants';
import type { FastifyInstance } from 'fastify';
import { pageFontAddressesIn } from './page-fonts';

/**
 * The home page in each language, rendered and its font file made, once the server listens. A page's
 * file is made at its first render, later than `optional`'s 100 ms: without this, the first visitor
 * after a start, the demo's first look included, reads the home page in the system font (decision 064).
 * The files made, by address.
 */
export async function warmHomePage(app: FastifyInstance): Promise<string[]> {
  const made: string[] = [];
  for (const locale of LOCALES) {
    const page = await app.inject({ method: 'GET', url: '/main', headers: { 'accept-language': locale } });
    for (const font of pageFontAddressesIn(page.body)) {
      if (await fontMade(app, font)) made.push(font);
    }
  }
  return made;
}

/**
 * A request for a font file is answered within a short bound while the file goes on being made
 * (page-fonts.ts); on a loaded start the home page's file can take longer, so it is asked again.
 */
const ASKS = 6;

async function fontMade(app: FastifyInstance, font: string): Promise<boolean> {
  for (let ask = 0; ask < ASKS; ask++) {
    const { statusCode } = await app.inject({ method: 'GET', url: font });
    if (statusCode !== 503) return statusCode === 200;
  }
  return false;
}
