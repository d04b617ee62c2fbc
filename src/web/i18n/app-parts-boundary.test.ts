import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import membersMessagesEn from '../../shared/i18n/members/en.json';
import membersEn from './members/en.json';

/**
 * A part of the app's texts loads only with the routes whose `texts` name it (decisions 066, 067).
 * Code outside those pages that read it would show the bare key.
 */
const WEB = 'src/web';

function sourcesIn(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourcesIn(WEB).map((path) => ({
  path: relative(WEB, path),
  code: readFileSync(path, 'utf8'),
}));

describe.each([
  {
    part: 'members',
    groups: Object.keys(membersEn),
    messages: Object.keys(membersMessagesEn),
    features: ['payment', 'membership', 'learning', 'billing', 'coupon', 'admin'],
  },
  { part: 'account', groups: ['account'], messages: [], features: ['account', 'admin'] },
])('the $part texts', ({ groups, messages, features }) => {
  // Its web texts' groups (`t('payment.…')`), and its shared messages' (`t('msg:payment.…')`).
  const keys = [...groups, ...messages.map((group) => `msg:${group}`)];
  const readsAGroup = new RegExp(`['\`"](?:${keys.join('|')})\\.[A-Za-z]`);
  const inItsPages = (path: string) => features.some((feature) => path.startsWith(`features/${feature}/`));

  it('are read only in their pages, the console, and what only they import', () => {
    const outside = sources.filter(({ path, code }) => !inItsPages(path) && readsAGroup.test(code));
    // Shared components and helpers that read them must be imported by those pages alone, and a page
    // that reads them must be routed from them (the route table's own pages are not).
    const importedElsewhere = outside.flatMap(({ path }) => {
      const name = path
        .replace(/\.tsx?$/, '')
        .split('/')
        .pop();
      return sources
        .filter(
          (source) =>
            source.path !== path &&
            new RegExp(`(?:from |import\\()'[./]+(?:[\\w-]+/)*${name}'`).test(source.code) &&
            !inItsPages(source.path),
        )
        .map((source) => `${source.path} imports ${path}`);
    });
    expect(importedElsewhere).toEqual([]);
  });

  it('are read by their pages', () => {
    expect(sources.some(({ path, code }) => inItsPages(path) && readsAGroup.test(code))).toBe(true);
  });
});
