// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { expect, it } from 'vitest';
import { RICH_TEXT_DOMPURIFY } from '../../shared/rich-text-policy';
import { sanitizeHtml } from './sanitize-html';

/** The markup as a browser serialises it, so `<img />` and `<img>` compare equal. */
function asBrowserWrites(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const written = [
  '<h2>커리큘럼</h2><p><strong>1주차</strong> <em>기초</em> <u>실습</u> <s>취소</s> <code>a&lt;b</code></p>',
  '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">링크</a> <a href="mailto:a@b.kr">메일</a> <a href="/notice">공지</a></p>',
  '<ol start="3"><li>셋</li></ol><blockquote><p>인용</p></blockquote><hr>',
  '<p><img src="/GetUrl/notices/a.png" alt="안내" title="안내" width="640" height="360"></p>',
  '<table><caption>일정</caption><thead><tr><th scope="col" colspan="2">시간</th></tr></thead><tbody><tr><td rowspan="2">10:00</td><td>등록</td></tr></tbody></table>',
];

it.each(written)('the browser keeps what the server kept: %s', (html) => {
  const server = sanitizeHtml(html);
  expect(asBrowserWrites(server)).toBe(asBrowserWrites(html));
  expect(DOMPurify.sanitize(server, RICH_TEXT_DOMPURIFY)).toBe(asBrowserWrites(server));
});

it.each([
  ['<a href="javascript:alert(1)" target="_blank">x</a>', '<a target="_blank">x</a>'],
  ['<p data-x="1" aria-hidden="true" onclick="x()">x</p>', '<p>x</p>'],
  ['<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>', ''],
])('the browser removes what the server removes: %s', (dirty, clean) => {
  expect(asBrowserWrites(sanitizeHtml(dirty))).toBe(clean);
  expect(DOMPurify.sanitize(dirty, RICH_TEXT_DOMPURIFY)).toBe(clean);
});
