import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['report\r\nSet-Cookie: a=1.pdf', 'report Set-Cookie_ a=1.pdf'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['tab\tand\u0007bell.pdf', 'tab andbell.pdf'],
    ['..\\..\\windows\\system.ini.pdf', 'system.ini.pdf'],
    ['/etc/passwd', 'passwd.pdf'],
    ['..pdf', 'pdf.pdf'],
    ['invoice\u202efdp.exe.pdf', 'invoicefdp.exe.pdf'],
    ['안내문.PDF', '안내문.PDF'],
    ['\r\n\u0000', 'file.pdf'],
  ])('%j becomes %j', (name, clean) => {
    expect(sanitizeFileName(name, 'pdf')).toBe(clean);
  });

  it('takes the real extension, and the other names of a type', () => {
    expect(sanitizeFileName('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(sanitizeFileName('talk.MOV', 'mp4')).toBe('talk.MOV');
    expect(sanitizeFileName('photo.png', 'jpg')).toBe('photo.png.jpg');
  });

  it('cuts a long name by characters, never inside an emoji', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.txt`, 'txt');
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('😀.txt')).toBe(true);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII stand-in and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', '안내문 "최종"%.txt')).toBe(
      `attachment; filename="_ ____.txt"; filename*=UTF-8''%EC%95%88%EB%82%B4%EB%AC%B8%20%22%EC%B5%9C%EC%A2%85%22%25.txt`,
    );
  });
});
