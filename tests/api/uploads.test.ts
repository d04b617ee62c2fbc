import { crc32 } from 'node:zlib';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededTokens } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const testApp = useTestApp();

const THUMBNAIL = '/api/Admin/Contents/Thumbnail';
const BANNER = '/api/Admin/Uploads/banner';
const NOTICE = '/api/Admin/Uploads/notice';
const PAYLOAD = '<html><script>alert("polyglot")</script></html>';

const picture = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real 1×1 PNG whose header claims `width`×`height`: a few bytes that would decode to gigabytes. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1).png().toBuffer());
  // IHDR: length (4) and type (4) after the 8-byte signature, then width, height, …, and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const served = (url: string) => testApp().app.inject({ method: 'GET', url });

describe('uploads: images are decoded and encoded again', () => {
  it('stores a PNG polyglot as the picture alone: the appended page is gone', async () => {
    const { admin } = await seededTokens(testApp());
    const polyglot = Buffer.concat([await picture(64, 32).png().toBuffer(), Buffer.from(PAYLOAD)]);
    const stored = await postFile(testApp(), admin, BANNER, 'sale.png', polyglot);
    expect(stored.status, stored.text).toBe(200);
    const file = await served(stored.body.datas.url);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.includes('script')).toBe(false);
    expect(stored.body.datas.size).toBe(file.rawPayload.length);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
  });

  it('strips metadata from a thumbnail and keeps the photo upright', async () => {
    const { admin } = await seededTokens(testApp());
    // Stored sideways with EXIF orientation 6 ("turn 90° clockwise to view"), and a note in EXIF.
    const photo = await picture(40, 20)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 37.5665 126.9780 secret-owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await postFile(testApp(), admin, THUMBNAIL, 'photo.jpg', photo);
    expect(stored.status, stored.text).toBe(200);
    const file = await served(stored.body.datas.thumbnailUrl);
    expect(file.rawPayload.includes('secret-owner')).toBe(false);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const { admin } = await seededTokens(testApp());
    const frames = await Promise.all(
      ['#f00', '#00f'].map((colour) => picture(16, 16, colour).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const stored = await postFile(testApp(), admin, BANNER, 'blink.gif', gif);
    expect(stored.status, stored.text).toBe(200);
    const file = await served(stored.body.datas.url);
    expect((await sharp(file.rawPayload).metadata()).pages).toBe(2);
  });

  it('refuses a decompression bomb from its header, at once', async () => {
    const { admin } = await seededTokens(testApp());
    const bomb = await bombPng(100_000, 100_000);
    const started = performance.now();
    const refused = await postFile(testApp(), admin, BANNER, 'bomb.png', bomb);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'UPLOAD_IMAGE_TOO_LARGE',
      respMessage: 'The image is too large (at most 8000 pixels a side and 50 megapixels).',
    });
  });

  it('refuses an image over 8000 px a side or 50 megapixels, in the operator’s language', async () => {
    const { admin } = await seededTokens(testApp());
    const wide = await picture(8001, 2).png().toBuffer();
    const refused = await postFile(testApp(), admin, THUMBNAIL, 'wide.png', wide, { locale: 'ko' });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      code: 'UPLOAD_IMAGE_TOO_LARGE',
      respMessage: '이미지가 너무 큽니다(한 변 최대 8000픽셀, 최대 50메가픽셀).',
    });
    // Within the sides, over the pixel count: 7100 × 7100 ≈ 50.4 MP (a header is enough to tell).
    const square = await postFile(testApp(), admin, NOTICE, 'map.png', await bombPng(7100, 7100));
    expect(square.body.code).toBe('UPLOAD_IMAGE_TOO_LARGE');
    const fits = await postFile(
      testApp(),
      admin,
      THUMBNAIL,
      'tall.png',
      await picture(2, 8000).png().toBuffer(),
    );
    expect(fits.status, fits.text).toBe(200);
  });

  it('refuses bytes that start like an image but do not decode', async () => {
    const { admin } = await seededTokens(testApp());
    const png = await picture(8, 8).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.from(PAYLOAD)]);
    const refused = await postFile(testApp(), admin, BANNER, 'broken.png', broken, { locale: 'ja' });
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      code: 'UPLOAD_IMAGE_UNREADABLE',
      respMessage: '画像を読み込めませんでした。JPEG または PNG で保存し直してからアップロードしてください。',
    });
  });
});

/** A ZIP whose every entry claims to unpack to `claimed` bytes, in its local and central headers. */
function zipClaiming(files: Record<string, Uint8Array>, claimed: number): Buffer {
  const zip = Buffer.from(zipSync(files, { level: 9 }));
  for (let at = zip.indexOf('PK\x03\x04'); at !== -1; at = zip.indexOf('PK\x03\x04', at + 4))
    zip.writeUInt32LE(claimed, at + 22);
  for (let at = zip.indexOf('PK\x01\x02'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4))
    zip.writeUInt32LE(claimed, at + 24);
  return zip;
}

describe('uploads: archives a notice offers to the public', () => {
  const officeFiles = {
    '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
    'word/document.xml': new TextEncoder().encode(
      `<w:document>${'<w:p>수강 안내</w:p>'.repeat(2000)}</w:document>`,
    ),
  };

  it("stores a document whose archive unpacks to a document's size", async () => {
    const { admin } = await seededTokens(testApp());
    const stored = await postFile(testApp(), admin, NOTICE, '안내.docx', Buffer.from(zipSync(officeFiles)));
    expect(stored.status, stored.text).toBe(200);
    expect((await served(stored.body.datas.url)).headers['content-type']).toMatch(/wordprocessingml/);
  });

  it.each([
    [
      'entries by the ten thousand',
      () =>
        Buffer.from(
          zipSync(
            Object.fromEntries(
              Array.from({ length: 10_001 }, (_, index) => [`${index}.txt`, new Uint8Array(1)]),
            ),
          ),
        ),
    ],
    [
      'an entry that claims 600 MB',
      () => zipClaiming({ 'data.bin': new Uint8Array(1024) }, 600 * 1024 * 1024),
    ],
    [
      'an entry that unpacks past what it claims',
      () => zipClaiming({ 'data.bin': new Uint8Array(4 * 1024 * 1024) }, 1024),
    ],
  ])("refuses a ZIP bomb of %s, in the operator's language", async (_, bomb) => {
    const { admin } = await seededTokens(testApp());
    for (const name of ['bomb.zip', 'bomb.xlsx']) {
      const refused = await postFile(testApp(), admin, NOTICE, name, bomb(), { locale: 'ko' });
      expect(refused.status, refused.text).toBe(413);
      expect(refused.body).toMatchObject({ code: 'UPLOAD_ARCHIVE_TOO_LARGE' });
      expect(refused.body.respMessage).toContain('압축을 풀면');
    }
  });

  it('refuses a file that starts like a ZIP but is none as the wrong kind', async () => {
    const { admin } = await seededTokens(testApp());
    const broken = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]);
    const refused = await postFile(testApp(), admin, NOTICE, 'broken.zip', broken);
    expect(refused.body).toMatchObject({ code: 'UPLOAD_TYPE' });
  });
});

describe('uploads: names', () => {
  // A line break in the name makes the multipart parser drop the whole part (the CRLF cases are in
  // file-name.test.ts); the control characters that do get through are these.
  it('drops NUL, control characters and folders from a name, and keeps Korean', async () => {
    const { admin } = await seededTokens(testApp());
    const name = '..\\..\\C:/경로/안내\u0001Set-Cookie: a=1\u0000\u202e문.txt';
    const stored = await postFile(testApp(), admin, NOTICE, name, Buffer.from('공지 본문\n'));
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body.datas.name).toBe('안내Set-Cookie_ a=1문.txt');
    const file = await served(stored.body.datas.url);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_Set-Cookie_ a=1_.txt"; filename*=UTF-8''${encodeURIComponent('안내Set-Cookie_ a=1문.txt')}`,
    );
    expect(file.headers['set-cookie']).toBeUndefined();
  });

  it('bounds an over-long name and keeps its extension', async () => {
    const { admin } = await seededTokens(testApp());
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const stored = await postFile(testApp(), admin, NOTICE, `${'가'.repeat(500)}.pdf`, pdf);
    expect(stored.body.datas.name).toBe(`${'가'.repeat(196)}.pdf`);
  });

  it('offers a notice attachment under its uploaded name, and a PDF keeps it when saved', async () => {
    const { admin } = await seededTokens(testApp());
    const text = await postFile(testApp(), admin, NOTICE, '안내문.txt', Buffer.from('안녕하세요\n'));
    expect(text.body.datas).toMatchObject({ name: '안내문.txt', contentType: 'text/plain; charset=utf-8' });
    const download = await served(text.body.datas.url);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_.txt"; filename*=UTF-8''%EC%95%88%EB%82%B4%EB%AC%B8.txt`,
    );
    expect(download.body).toBe('안녕하세요\n');

    const pdf = await postFile(
      testApp(),
      admin,
      NOTICE,
      "수강 안내 (2026)'s.pdf",
      Buffer.from('%PDF-1.4\n%%EOF\n'),
    );
    const shown = await served(pdf.body.datas.url);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toBe(
      `inline; filename="_ _ (2026)'s.pdf"; filename*=UTF-8''%EC%88%98%EA%B0%95%20%EC%95%88%EB%82%B4%20%282026%29%27s.pdf`,
    );
  });
});

describe('uploads: one set of answers for every pipeline', () => {
  const routes = [THUMBNAIL, BANNER, NOTICE, '/api/Admin/Contents/1/Lessons/1/Video'];

  it('answers UPLOAD_TYPE to a file of the wrong kind and UPLOAD_MISSING to none, on every upload route', async () => {
    const { admin } = await seededTokens(testApp());
    for (const url of routes) {
      const wrong = await postFile(testApp(), admin, url, 'x.png', Buffer.from('MZ not what it claims'));
      expect(wrong.status, url).toBe(415);
      expect(wrong.body.code, url).toBe('UPLOAD_TYPE');
      const empty = await postFile(testApp(), admin, url, 'x.png', Buffer.alloc(0));
      expect(empty.status, url).toBe(400);
      expect(empty.body).toMatchObject({ code: 'UPLOAD_MISSING', respMessage: 'Choose a file to upload.' });
    }
  });

  it('answers UPLOAD_TOO_LARGE to a file over the limit, for thumbnails and banners alike', async () => {
    const { admin } = await seededTokens(testApp());
    const big = Buffer.concat([await picture(1, 1).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    for (const url of [THUMBNAIL, BANNER]) {
      const refused = await postFile(testApp(), admin, url, 'big.png', big);
      expect(refused.status, url).toBe(413);
      expect(refused.body).toMatchObject({
        code: 'UPLOAD_TOO_LARGE',
        respMessage: 'The file is too large (at most 5 MB).',
      });
    }
  });
});
