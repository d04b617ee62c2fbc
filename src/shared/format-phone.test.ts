import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone';

describe('formatPhoneNumber', () => {
  it('writes stored digits with the dashes Korean readers expect', () => {
    expect(formatPhoneNumber('01023456789')).toBe('010-2345-6789');
    expect(formatPhoneNumber('0112345678')).toBe('011-234-5678');
    expect(formatPhoneNumber('021234567')).toBe('02-123-4567');
    expect(formatPhoneNumber('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneNumber('0311234567')).toBe('031-123-4567');
    expect(formatPhoneNumber('15881234')).toBe('1588-1234');
  });

  it('leaves numbers already written, unknown shapes and nothing as they are', () => {
    expect(formatPhoneNumber('010-2345-6789')).toBe('010-2345-6789');
    expect(formatPhoneNumber('+82 10 2345 6789')).toBe('+82 10 2345 6789');
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber(null)).toBe('');
  });
});
