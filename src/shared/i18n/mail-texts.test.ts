import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import en from './en.json';
import mailKo from './mail/ko.json';
import { translate } from './messages';

function webSources(directory = 'src/web'): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('the server writes mail from the mail texts, in the member’s language', () => {
  expect(translate('ko', 'mail.resetSubject')).toBe(mailKo.resetSubject);
  expect(en).not.toHaveProperty('mail');
});

it('no module of the web app loads the mail texts', () => {
  // A value imported from messages.ts would bring them into the browser's texts: types only.
  const loadsMail = /^import (?!type )[^;]*from '[^']*i18n\/(?:messages|mail\/[a-z]+\.json)'/m;
  expect(webSources().filter((path) => loadsMail.test(readFileSync(path, 'utf8')))).toEqual([]);
});
