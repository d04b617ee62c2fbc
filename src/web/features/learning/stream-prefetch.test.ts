import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefetchStreamStart } from './stream-prefetch';

const STREAM: Record<string, string> = {
  '/media/videos/7/tok/master.m3u8':
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=2500000\nv720p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv360p/index.m3u8\n',
  '/media/videos/7/tok/v360p/index.m3u8':
    '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="../enc.key"\n#EXTINF:1.0,\nseg000.ts\n#EXTINF:5.0,\nseg001.ts\n',
  '/media/videos/7/tok/enc.key': 'sixteen byte key',
  '/media/videos/7/tok/v360p/seg000.ts': 'first segment',
};

let server: Server;
let origin = '';
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const body = STREAM[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const text = (bytes: ArrayBuffer | undefined) => new TextDecoder().decode(bytes);

describe('prefetchStreamStart', () => {
  it('fetches the lowest rendition, its key and first segment once, and hands each over by relative or absolute URL', async () => {
    const prefetch = prefetchStreamStart('/media/videos/7/tok/master.m3u8', `${origin}/player/3`);
    // hls.js asks for the master playlist by the relative URL it was given.
    const master = await prefetch.take('/media/videos/7/tok/master.m3u8');
    expect(text(master?.bytes)).toBe(STREAM['/media/videos/7/tok/master.m3u8']);
    expect(prefetch.take(`${origin}/media/videos/7/tok/master.m3u8`)).toBeUndefined();

    const level = await prefetch.take(`${origin}/media/videos/7/tok/v360p/index.m3u8`);
    expect(text(level?.bytes)).toContain('seg000.ts');
    await expect.poll(() => requested.length).toBe(4);
    const [key, segment] = await Promise.all([
      prefetch.take(`${origin}/media/videos/7/tok/enc.key`),
      prefetch.take(`${origin}/media/videos/7/tok/v360p/seg000.ts`),
    ]);
    expect(text(key?.bytes)).toBe('sixteen byte key');
    expect(text(segment?.bytes)).toBe('first segment');
    expect(requested).not.toContain('/media/videos/7/tok/v720p/index.m3u8');
    expect(requested.filter((url) => url.endsWith('enc.key'))).toHaveLength(1);
  });
});
