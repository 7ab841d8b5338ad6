import { describe, expect, it } from 'vitest';
import { hasAadhaarShape, isValidAadhaar, verhoeffCheckDigit, VERHOEFF_TABLES } from './aadhaar';

// Published, independent vectors (not computed with our helper):
// - Wikipedia / Rosetta Code "Verhoeff algorithm": 236 -> 3, 12345 -> 1, 123456789012 -> 0;
// - python-stdnum tests/test_verhoeff.doctest: 654 -> 8, 1428570 valid,
//   398438246238642378648236487236482734 -> 7;
// - wardle/go-terminology verhoeff_test.go: 1234567890, 24700007, 14567894 valid;
//   1334567890, 1234567892, 14567895 invalid;
// - python-stdnum stdnum/in_/aadhaar.py: Aadhaar 234123412346 valid, 234123412347 invalid.
const CHECK_DIGITS: [string, number][] = [
  ['236', 3],
  ['12345', 1],
  ['142857', 0],
  ['123456789012', 0],
  ['654', 8],
  ['398438246238642378648236487236482734', 7],
  ['123456789', 0],
  ['2470000', 7],
  ['1456789', 4],
];

/** Verhoeff validation written independently from the definition (d, p, inv), for the sweeps. */
function validByDefinition(number: string): boolean {
  const { multiply, permute } = VERHOEFF_TABLES;
  let c = 0;
  [...number].reverse().forEach((digit, i) => {
    c = multiply[c]![permute[i % 8]![Number(digit)]!]!;
  });
  return c === 0;
}

describe('Verhoeff tables', () => {
  it('has p(0) the identity, p(1) = 1576283094 and p(i, j) = p(i - 1, p(1, j))', () => {
    const p = VERHOEFF_TABLES.permute;
    expect(p).toHaveLength(8);
    expect(p[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(p[1]).toEqual([1, 5, 7, 6, 2, 8, 3, 0, 9, 4]);
    for (let i = 2; i < 8; i++) {
      for (let j = 0; j < 10; j++) expect(p[i]![j]).toBe(p[i - 1]![p[1]![j]!]);
    }
    // p(1) has order 8: applying it eight times gives the identity again.
    const p8 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((j) => p[1]![p[7]![j]!]);
    expect(p8).toEqual(p[0]);
  });

  it('has inv(j) such that d(j, inv(j)) = 0 (the dihedral group D5)', () => {
    const { multiply, inverse } = VERHOEFF_TABLES;
    for (let j = 0; j < 10; j++) expect(multiply[j]![inverse[j]!]).toBe(0);
    expect(inverse).toEqual([0, 4, 3, 2, 1, 5, 6, 7, 8, 9]);
  });
});

describe('Aadhaar numbers', () => {
  it.each(CHECK_DIGITS)('computes the published check digit of %s (%i)', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(validByDefinition(`${digits}${check}`)).toBe(true);
  });

  it('agrees with published valid and invalid numbers', () => {
    for (const valid of ['2363', '1428570', '6548', '1234567890', '24700007', '14567894']) {
      expect(validByDefinition(valid)).toBe(true);
    }
    for (const invalid of ['654', '1334567890', '1234567892', '14567895']) {
      expect(validByDefinition(invalid)).toBe(false);
    }
    expect(isValidAadhaar('234123412346')).toBe(true);
    expect(isValidAadhaar('234123412347')).toBe(false);
  });

  it('detects every single-digit error and every adjacent transposition of valid numbers', () => {
    const bases = ['23412341234', '98765432109', '50000000000', '77777777777', '31415926535'];
    for (const base of bases) {
      const valid = `${base}${verhoeffCheckDigit(base)}`;
      expect(isValidAadhaar(valid)).toBe(true);
      expect(validByDefinition(valid)).toBe(true);
      for (let i = 0; i < valid.length; i++) {
        for (let d = 0; d < 10; d++) {
          if (String(d) === valid[i]) continue;
          const changed = `${valid.slice(0, i)}${d}${valid.slice(i + 1)}`;
          expect(validByDefinition(changed), changed).toBe(false);
          expect(isValidAadhaar(changed), changed).toBe(false);
        }
        if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
          const swapped = `${valid.slice(0, i)}${valid[i + 1]}${valid[i]}${valid.slice(i + 2)}`;
          expect(validByDefinition(swapped), swapped).toBe(false);
          expect(isValidAadhaar(swapped), swapped).toBe(false);
        }
      }
    }
  });

  it('refuses wrong lengths, letters and a leading 0 or 1', () => {
    expect(isValidAadhaar('12345678901')).toBe(false);
    expect(isValidAadhaar('2345 6789 0123')).toBe(false);
    expect(isValidAadhaar('abcdefghijkl')).toBe(false);
    expect(hasAadhaarShape('123412341234')).toBe(false);
    expect(hasAadhaarShape('023412341234')).toBe(false);
    expect(hasAadhaarShape('234123412347')).toBe(true);
    const one = `12341234123`;
    expect(isValidAadhaar(`${one}${verhoeffCheckDigit(one)}`)).toBe(false);
  });
});
