import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepRenderedPages } from './rendered-page-cache';
import { createMemoryResponseCache } from './response-cache';
import type { PageRenderer } from './web-app';

const request = (url: string) => ({ url }) as FastifyRequest;
const shell = {} as Parameters<PageRenderer>[1];

/** A renderer that takes a turn of the event loop per page and counts its renderings. */
function countingRenderer() {
  const counts = { renderings: 0 };
  const render: PageRenderer = async (req) => {
    counts.renderings += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { status: 200, html: `<p>${req.url} #${counts.renderings}</p>`, rendered: true };
  };
  return { render, counts };
}

function kept(render: PageRenderer, clock: { now: number }) {
  return keepRenderedPages(render, {
    catalogue: createMemoryResponseCache(),
    languageOf: () => 'ko',
    renderedEachTime: ['/mypage'],
    now: () => clock.now,
  });
}

describe('kept server-rendered pages', () => {
  it('renders a page once for the visitors who arrive together, and sends them all the same copy', async () => {
    const { render, counts } = countingRenderer();
    const pages = kept(render, { now: 0 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => pages(request('/courseDetail/1'), shell)),
    );
    expect(counts.renderings).toBe(1);
    expect(new Set(answers.map((answer) => answer.html))).toEqual(new Set(['<p>/courseDetail/1 #1</p>']));
    expect(answers.every((answer) => answer.kept !== undefined)).toBe(true);
  });

  it('renders an expired page again once, however many visitors find it expired', async () => {
    const { render, counts } = countingRenderer();
    const clock = { now: 0 };
    const pages = kept(render, clock);
    await pages(request('/main'), shell);
    clock.now = 61_000;
    const answers = await Promise.all(Array.from({ length: 8 }, () => pages(request('/main'), shell)));
    expect(counts.renderings).toBe(2);
    expect(answers.map((answer) => answer.html)).toEqual(Array(8).fill('<p>/main #2</p>'));
    await pages(request('/main'), shell);
    expect(counts.renderings).toBe(2);
  });

  it('renders each URL of its own, and visitor-dependent pages every time', async () => {
    const { render, counts } = countingRenderer();
    const pages = kept(render, { now: 0 });
    await Promise.all([pages(request('/campus'), shell), pages(request('/training'), shell)]);
    expect(counts.renderings).toBe(2);
    await Promise.all([pages(request('/mypage/courses'), shell), pages(request('/mypage/courses'), shell)]);
    expect(counts.renderings).toBe(4);
  });
});
