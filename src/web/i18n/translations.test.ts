// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { Translations, useTranslation } from './translations';

function translationsWithTexts(): Translations {
  const texts = new Translations('ko', 'en');
  texts.addTexts('ko', 'translation', {
    course: { lessons_other: '{{count}}개 강의', title: '{{name}} 강좌', onlyKorean: '한국어' },
    section: { more: '더보기' },
  });
  texts.addTexts('en', 'translation', {
    course: { lessons_one: '{{count}} lesson', lessons_other: '{{count}} lessons', title: '{{name}} course' },
    section: { more: 'More', onlyEnglish: 'English only' },
  });
  texts.addTexts('en', 'msg', { errors: { generic: 'Something went wrong' } });
  return texts;
}

it('reads nested keys, fills placeholders and leaves an unfilled one as written', () => {
  const texts = translationsWithTexts();
  expect(texts.t('course.title', { name: '보톡스' })).toBe('보톡스 강좌');
  expect(texts.t('course.title')).toBe('{{name}} 강좌');
  expect(texts.t('course.title', { name: 0 })).toBe('0 강좌');
});

it("picks a count's plural form by the language's rules", () => {
  const texts = translationsWithTexts();
  expect(texts.t('course.lessons', { count: 1 })).toBe('1개 강의');
  texts.changeLanguage('en');
  expect(texts.t('course.lessons', { count: 1 })).toBe('1 lesson');
  expect(texts.t('course.lessons', { count: 0 })).toBe('0 lessons');
  expect(texts.t('course.lessons', { count: 5 })).toBe('5 lessons');
});

it('falls back to English, then to the default value, then to the key without its namespace', () => {
  const texts = translationsWithTexts();
  expect(texts.t('section.onlyEnglish')).toBe('English only');
  expect(texts.t('msg:errors.generic')).toBe('Something went wrong');
  expect(texts.exists('msg:errors.generic')).toBe(true);
  expect(texts.t('msg:errors.unknown', { defaultValue: 'code {{code}}', code: 'X1' })).toBe('code X1');
  expect(texts.t('msg:errors.unknown')).toBe('errors.unknown');
  expect(texts.exists('msg:errors.unknown')).toBe(false);
  expect(texts.t('course')).toBe('course');
});

it('adds a part of the texts beside those already there, and replaces the same key', () => {
  const texts = translationsWithTexts();
  texts.addTexts('ko', 'translation', { section: { less: '접기', more: '더 보기' } });
  expect(texts.t('section.less')).toBe('접기');
  expect(texts.t('section.more')).toBe('더 보기');
  expect(texts.t('course.onlyKorean')).toBe('한국어');
});

it('renders a component again in the new language, with a new function for it', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const { i18n } = await import('./translations');
  i18n.addTexts('ko', 'translation', { greeting: '안녕하세요' });
  i18n.addTexts('en', 'translation', { greeting: 'Hello' });
  i18n.changeLanguage('ko');
  const seen: unknown[] = [];
  function Greeting() {
    const { t } = useTranslation();
    seen.push(t);
    return createElement('p', null, t('greeting'));
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(createElement(Greeting)));
  expect(container.textContent).toBe('안녕하세요');
  await act(async () => i18n.changeLanguage('en'));
  expect(container.textContent).toBe('Hello');
  expect(seen.at(-1)).not.toBe(seen[0]);
  act(() => root.unmount());
});

it('no text needs what the module does not do: nesting, formats, contexts, ordinals, a zero form', () => {
  // The web app's texts, and the shared messages it loads (the server's own are read by the server).
  const textFiles = ['src/web/i18n', 'src/shared/i18n', 'src/shared/i18n/members'].flatMap((directory) =>
    readdirSync(directory, { recursive: directory === 'src/web/i18n' })
      .map((name) => join(directory, String(name)))
      .filter((path) => path.endsWith('.json')),
  );
  const unsupported: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (/\$t\(|\{\{[^}]*,|\{\{-/.test(node)) unsupported.push(`${path}: ${node}`);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (/_(ordinal|zero|male|female)/.test(key)) unsupported.push(`${path}.${key}`);
        visit(value, `${path}.${key}`);
      }
    } else unsupported.push(`${path}: ${String(node)}`);
  };
  for (const file of textFiles) visit(JSON.parse(readFileSync(file, 'utf8')), file);
  expect(textFiles.length).toBeGreaterThanOrEqual(18);
  expect(unsupported).toEqual([]);
});
