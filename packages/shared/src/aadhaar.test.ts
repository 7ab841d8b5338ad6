import { describe, expect, it } from 'vitest';
import { isValidAadhaar, verhoeffCheckDigit } from './aadhaar';

describe('Aadhaar numbers', () => {
  it('computes the Verhoeff check digit of the textbook example', () => {
    // 236 -> check digit 3 (2363 is valid), the worked example of the algorithm.
    expect(verhoeffCheckDigit('236')).toBe(3);
  });

  it('accepts 12 digits with a valid check digit and refuses any single changed digit', () => {
    const base = '23412341234';
    const valid = `${base}${verhoeffCheckDigit(base)}`;
    expect(isValidAadhaar(valid)).toBe(true);
    for (let i = 0; i < valid.length; i++) {
      const changed = `${valid.slice(0, i)}${(Number(valid[i]) + 1) % 10}${valid.slice(i + 1)}`;
      if (/^[2-9]/.test(changed)) expect(isValidAadhaar(changed)).toBe(false);
    }
  });

  it('refuses wrong lengths, letters and a leading 0 or 1', () => {
    expect(isValidAadhaar('12345678901')).toBe(false);
    expect(isValidAadhaar('2345 6789 0123')).toBe(false);
    expect(isValidAadhaar('abcdefghijkl')).toBe(false);
    const one = `12341234123`;
    expect(isValidAadhaar(`${one}${verhoeffCheckDigit(one)}`)).toBe(false);
  });
});
