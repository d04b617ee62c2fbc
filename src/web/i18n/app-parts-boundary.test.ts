import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../../scripts/route-preloads';
import { sourceFilesIn } from '../../../scripts/source-files';
import membersMessagesEn from '../../shared/i18n/members/en.json';
import membersEn from './members/en.json';

/**
 * A part of the app's texts loads only with the routes whose `texts` name it (decisions 066, 067).
 * Code outside those pages that read it would show the bare key.
 */
const WEB = 'src/web';

const sources = sourceFilesIn(WEB).map((path) => ({
  path: relative(WEB, path),
  code: readFileSync(path, 'utf8'),
}));

/** The modules that start the app and route its pages: what they reach, every page may render. */
const SHELL = ['main.tsx', 'entry-server.tsx', 'app/router.tsx', 'app/route-table.ts'];

/** The modules that import `path` (by its file name, statically or lazily). */
function importersOf(path: string): string[] {
  const name = path
    .replace(/\.tsx?$/, '')
    .split('/')
    .pop();
  const imports = new RegExp(`(?:from |import\\()'[./]+(?:[\\w-]+/)*${name}'`);
  return sources
    .filter((source) => source.path !== path && imports.test(source.code))
    .map(({ path }) => path);
}

describe.each([
  {
    part: 'members',
    groups: Object.keys(membersEn),
    messages: Object.keys(membersMessagesEn),
    features: ['payment', 'membership', 'learning', 'exam', 'billing', 'coupon', 'admin'],
  },
  { part: 'account', groups: ['account'], messages: [], features: ['account', 'admin'] },
])('the $part texts', ({ part, groups, messages, features }) => {
  // Its web texts' groups (`t('payment.…')`), and its shared messages' (`t('msg:payment.…')`).
  const keys = [...groups, ...messages.map((group) => `msg:${group}`)];
  // A key's name may be a code (`msg:banks.88`) or built (`msg:banks.${code}`).
  const readsAGroup = new RegExp(`['\`"](?:${keys.join('|')})\\.[\\w$]`);
  const inItsPages = (path: string) => features.some((feature) => path.startsWith(`features/${feature}/`));

  it('are read only in their pages, the console, and what only they import', () => {
    // Shared components and helpers that read them, and what imports those in turn, must be imported
    // by those pages alone: reached from the app's shell or the route table, a page without the part
    // could render them (a page outside those features that reads them is routed from the table).
    const readers = sources.filter(({ path, code }) => !inItsPages(path) && readsAGroup.test(code));
    const reading = readers.map(({ path }) => path);
    const leaks: string[] = [];
    for (let at = 0; at < reading.length; at++) {
      const path = reading[at]!;
      for (const importer of importersOf(path)) {
        if (inItsPages(importer)) continue;
        if (SHELL.includes(importer)) leaks.push(`${importer} imports ${path}`);
        else if (!reading.includes(importer)) reading.push(importer);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('are read by their pages', () => {
    expect(sources.some(({ path, code }) => inItsPages(path) && readsAGroup.test(code))).toBe(true);
  });

  it('are listed by every route whose page is one of theirs, so they load and are preloaded with it', () => {
    const routes = routeModules(readFileSync(`${WEB}/app/route-table.ts`, 'utf8'));
    const theirs = routes.filter(({ module }) => inItsPages(module.replace(/^\.\.\//, '')));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter(({ texts }) => !texts.includes(part)).map(({ path }) => path)).toEqual([]);
  });
});
