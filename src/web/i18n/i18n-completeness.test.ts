import { describe, expect, it } from 'vitest';
import answersEn from '../../shared/i18n/answers/en.json';
import answersJa from '../../shared/i18n/answers/ja.json';
import answersKo from '../../shared/i18n/answers/ko.json';
import sharedEn from '../../shared/i18n/en.json';
import sharedJa from '../../shared/i18n/ja.json';
import sharedKo from '../../shared/i18n/ko.json';
import mailEn from '../../shared/i18n/mail/en.json';
import mailJa from '../../shared/i18n/mail/ja.json';
import mailKo from '../../shared/i18n/mail/ko.json';
import sharedMembersEn from '../../shared/i18n/members/en.json';
import sharedMembersJa from '../../shared/i18n/members/ja.json';
import sharedMembersKo from '../../shared/i18n/members/ko.json';
import accountEn from './account/en.json';
import accountJa from './account/ja.json';
import accountKo from './account/ko.json';
import adminEn from './admin/en.json';
import adminJa from './admin/ja.json';
import adminKo from './admin/ko.json';
import en from './en.json';
import ja from './ja.json';
import ko from './ko.json';
import membersEn from './members/en.json';
import membersJa from './members/ja.json';
import membersKo from './members/ko.json';

function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function emptyValues(tree: unknown): string[] {
  return keysOf(tree).filter((key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe.each([
  ['web', { en, ko, ja }],
  ['console', { en: adminEn, ko: adminKo, ja: adminJa }],
  ['members', { en: membersEn, ko: membersKo, ja: membersJa }],
  ['account', { en: accountEn, ko: accountKo, ja: accountJa }],
  ['shared', { en: sharedEn, ko: sharedKo, ja: sharedJa }],
  ['mail', { en: mailEn, ko: mailKo, ja: mailJa }],
  ["members' messages", { en: sharedMembersEn, ko: sharedMembersKo, ja: sharedMembersJa }],
  ["the server's answers", { en: answersEn, ko: answersKo, ja: answersJa }],
])('%s translations', (_name, files) => {
  it('Korean and Japanese have exactly the English keys', () => {
    const english = keysOf(files.en).sort();
    expect(keysOf(files.ko).sort()).toEqual(english);
    expect(keysOf(files.ja).sort()).toEqual(english);
  });

  it('no text is empty', () => {
    expect(emptyValues(files.en)).toEqual([]);
    expect(emptyValues(files.ko)).toEqual([]);
    expect(emptyValues(files.ja)).toEqual([]);
  });
});

describe('spec texts in English, verbatim', () => {
  it.each([
    ['validation', 'searchMin', 'Enter at least 2 characters.'],
    ['validation', 'email', 'Invalid email address'],
    ['validation', 'passwordMin', 'Please enter at least 8 characters'],
    ['validation', 'passwordMismatch', 'Passwords do not match'],
    ['validation', 'businessNumber', 'Invalid business number'],
    ['validation', 'licenseNumber', 'Enter 5 to 6 digits only'],
    ['validation', 'couponCode', 'Enter 6 characters using only letters and numbers'],
    ['validation', 'passwordChars', 'Only English letters, numbers, and special characters are allowed'],
    ['errors', 'generic', "We're sorry, an error has occurred."],
    ['errors', 'saveFailed', 'Failed to Save.'],
    ['errors', 'noData', 'No data available'],
    ['auth', 'invalidCredentials', 'Incorrect email or password'],
    ['auth', 'accountNotFound', "We couldn't find an account with that information"],
    ['common', 'comingSoon', 'Coming soon.'],
  ])('%s.%s', (group, key, text) => {
    const messages = { ...sharedEn, ...answersEn } as unknown as Record<string, Record<string, unknown>>;
    expect(messages[group]?.[key]).toBe(text);
  });
});
