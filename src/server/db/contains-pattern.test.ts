import { describe, expect, it } from 'vitest';
import { containsPattern } from './contains-pattern';

describe('containsPattern', () => {
  it("matches anywhere and takes LIKE's own characters literally", () => {
    expect(containsPattern('kim')).toBe('%kim%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
