import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import membersEn from './members/en.json';

/**
 * The members' texts load only with the routes marked `texts: 'members'` and with the console
 * (decision 066). Code outside those pages that read them would show the bare key.
 */
const WEB = 'src/web';
const MEMBERS_FEATURES = ['payment', 'membership', 'learning', 'billing', 'coupon', 'admin'].map(
  (feature) => `features/${feature}/`,
);
const GROUPS = Object.keys(membersEn);
const READS_A_GROUP = new RegExp(`['\`"](?:${GROUPS.join('|')})\\.[A-Za-z]`);

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
const inMembersPages = (path: string) => MEMBERS_FEATURES.some((feature) => path.startsWith(feature));

it("reads the members' texts only in the members' pages, the console, and what only they import", () => {
  const outside = sources.filter(({ path, code }) => !inMembersPages(path) && READS_A_GROUP.test(code));
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
          !inMembersPages(source.path),
      )
      .map((source) => `${source.path} imports ${path}`);
  });
  expect(outside.length).toBeGreaterThan(0);
  expect(importedElsewhere).toEqual([]);
});
