import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFilesIn } from '../../../scripts/source-files';
import answersEn from './answers/en.json';
import answersKo from './answers/ko.json';
import en from './en.json';
import mailKo from './mail/ko.json';
import membersEn from './members/en.json';
import { translate } from './messages';

const read = (paths: string[]) => paths.map((path) => ({ path, code: readFileSync(path, 'utf8') }));
const web = read(sourceFilesIn('src/web'));
const shared = read(sourceFilesIn('src/shared'));
const contract = shared.filter(({ path }) => path.startsWith('src/shared/contract/'));
/** The groups of the messages the browser loads: at first, and with the members' pages. */
const loadedGroups = new Set([...Object.keys(en), ...Object.keys(membersEn)]);

describe("the server's messages", () => {
  it('are all there for the server, in the reader’s language: the mail and its own answers too', () => {
    expect(translate('ko', 'mail.resetSubject')).toBe(mailKo.resetSubject);
    expect(translate('ko', 'auth.invalidCredentials')).toBe(answersKo.auth.invalidCredentials);
    expect(translate('ko', 'payment.noSeats')).not.toBe('payment.noSeats');
  });

  it('reach the web app only as the files it loads', () => {
    // A value imported from messages.ts would bring every message into the browser: types only, in
    // the web app and in the shared modules it imports.
    const loadsAll =
      /(?:^import (?!type )[^;]*from|^export [^;]*from|import\()\s*'[^']*i18n\/(?:messages|(?:mail|answers)\/[a-z]+\.json)'/m;
    const loading = [...web, ...shared.filter(({ path }) => path !== 'src/shared/i18n/messages.ts')]
      .filter(({ code }) => loadsAll.test(code))
      .map(({ path }) => path);
    expect(loading).toEqual([]);
  });

  it('keep each group in one file, so merging them loses none', () => {
    const groups = [en, membersEn, answersEn].flatMap((file) => Object.keys(file));
    expect(groups.filter((group, at) => groups.indexOf(group) !== at || group === 'mail')).toEqual([]);
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
