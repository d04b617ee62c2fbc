import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps what the console editor writes', () => {
    const html =
      '<h2>커리큘럼</h2><p><strong>1주차</strong> <em>기초</em> <u>실습</u> <s>취소</s> <code>a&lt;b</code></p>' +
      '<ul><li>하나</li></ul><ol start="3"><li>셋</li></ol><blockquote><p>인용</p></blockquote><hr>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">링크</a>' +
      ' <a href="mailto:help@example.com">메일</a> <a href="/notice">공지</a> <a href="#top">위로</a></p>' +
      '<p><img src="/GetUrl/notices/a.png" alt="안내"></p>';
    expect(sanitizeHtml(html)).toBe(html.replace('<hr>', '<hr />').replace('alt="안내">', 'alt="안내" />'));
  });

  it.each([
    ['a script', '<p>x<script>alert(1)</script></p>', '<p>x</p>'],
    ['an event handler', '<p onclick="x()" onmouseover="y()">x</p>', '<p>x</p>'],
    ['an image that runs script on error', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="java&#x73;cript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a link to another site without a scheme', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['a link read as another site by browsers', '<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['a relative address outside the site root', '<img src="x">', '<img />'],
    ['a frame', '<p>a<iframe src="https://evil.example"></iframe>b</p>', '<p>ab</p>'],
    ['a form', '<form action="/x"><input name="a"><button>b</button></form>', 'b'],
    ['inline style', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['a style sheet', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    [
      'an attribute breaking out of its quotes',
      "<a title='\"><img src=x onerror=alert(1)>'>x</a>",
      '<a title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
    ],
    [
      'markup that a browser re-parses out of noscript',
      '<noscript><a title="</noscript><img src=x onerror=alert(1)>">x</a></noscript>',
      '<a title="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>',
    ],
    ['markup that a browser re-parses out of xmp', '<xmp><img src=x onerror=alert(1)></xmp>', ''],
    ['a closing tag inside a comment', '<!--<img src=x onerror=alert(1)>--><p>x</p>', '<p>x</p>'],
  ])('removes %s', (_, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 < 2 & "x"</p>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
  });
});
