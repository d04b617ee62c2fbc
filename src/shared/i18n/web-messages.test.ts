import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import mailKo from './mail/ko.json';
import membersEn from './members/en.json';
import { translate } from './messages';
import serverKo from './server/ko.json';

function sourcesIn(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const read = (paths: string[]) => paths.map((path) => ({ path, code: readFileSync(path, 'utf8') }));
const web = read(sourcesIn('src/web'));
const contract = read(sourcesIn('src/shared/contract'));
/** The groups of the messages the browser loads: at first, and with the members' pages. */
const loadedGroups = new Set([...Object.keys(en), ...Object.keys(membersEn)]);

describe("the server's messages", () => {
  it('are all there for the server, in the reader’s language: the mail and its own answers too', () => {
    expect(translate('ko', 'mail.resetSubject')).toBe(mailKo.resetSubject);
    expect(translate('ko', 'auth.invalidCredentials')).toBe(serverKo.auth.invalidCredentials);
    expect(translate('ko', 'payment.noSeats')).not.toBe('payment.noSeats');
  });

  it('reach the web app only as the files it loads', () => {
    // A value imported from messages.ts would bring every message into the browser: types only.
    const loadsAll = /^import (?!type )[^;]*from '[^']*i18n\/(?:messages|(?:mail|server)\/[a-z]+\.json)'/m;
    expect(web.filter(({ code }) => loadsAll.test(code)).map(({ path }) => path)).toEqual([]);
  });

  it('the web app reads, and the forms it checks name, are in the files it loads', () => {
    const groupsIn = (sources: { code: string }[], key: RegExp) =>
      new Set(sources.flatMap(({ code }) => [...code.matchAll(key)].map(([, group]) => group!)));
    const readByTheWeb = groupsIn(web, /['`"]msg:(\w+)\./g);
    // A shared schema's own message, e.g. `{ error: 'validation.email' }`, is shown by the web's forms.
    const namedByForms = groupsIn(contract, /(?:error|message): '(\w+)\.\w+'/g);
    expect(readByTheWeb.size).toBeGreaterThan(3);
    expect([...readByTheWeb, ...namedByForms].filter((group) => !loadedGroups.has(group))).toEqual([]);
  });
});
