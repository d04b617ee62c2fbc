import { describe, expect, it } from 'vitest';
import { createMemoryResponseCache } from './response-cache';

const answer = (bytes: number) => ({
  body: 'x'.repeat(bytes),
  etag: `"${bytes}"`,
  expiresAt: Number.MAX_SAFE_INTEGER,
});

describe('memory response cache', () => {
  it('holds no more bytes than its bound, dropping the oldest answers first', () => {
    const cache = createMemoryResponseCache(1000);
    cache.set('a', answer(400));
    cache.set('b', answer(400));
    cache.set('c', answer(400));
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)?.body).toHaveLength(400);
    expect(cache.get('c', 0)?.body).toHaveLength(400);
  });

  it('counts a replaced answer once, and never keeps one larger than the whole bound', () => {
    const cache = createMemoryResponseCache(1000);
    for (let i = 0; i < 5; i += 1) cache.set('same', answer(600));
    cache.set('other', answer(300));
    expect(cache.get('same', 0)).toBeDefined();
    cache.set('huge', answer(1001));
    expect(cache.get('huge', 0)).toBeUndefined();
    expect(cache.get('other', 0)).toBeDefined();
  });

  it('forgets expired answers and everything on invalidation', () => {
    const cache = createMemoryResponseCache(1000);
    cache.set('old', { ...answer(10), expiresAt: 5 });
    cache.set('fresh', answer(10));
    expect(cache.get('old', 6)).toBeUndefined();
    const before = cache.generation;
    cache.invalidate();
    expect(cache.get('fresh', 0)).toBeUndefined();
    expect(cache.generation).toBe(before + 1);
  });
});
