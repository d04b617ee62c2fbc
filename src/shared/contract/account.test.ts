import { describe, expect, it } from 'vitest';
import { websiteField } from './account';

describe('a website field', () => {
  it('takes an address as people type it, with or without its scheme', () => {
    expect(websiteField.parse('www.beautylab.example')).toBe('https://www.beautylab.example');
    expect(websiteField.parse(' beautylab.co.kr/shop ')).toBe('https://beautylab.co.kr/shop');
    expect(websiteField.parse('http://clinic.kr')).toBe('http://clinic.kr');
    expect(websiteField.parse('')).toBe('');
  });

  it.each(['not a url', 'notaurl', 'https://x', 'http://127.0.0.1', 'ftp://clinic.kr'])(
    'refuses %s with the website message',
    (typed) => {
      const parsed = websiteField.safeParse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain('validation.url');
    },
  );
});
