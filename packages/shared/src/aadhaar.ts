// Aadhaar numbers: 12 digits, the first not 0 or 1, the last a Verhoeff check digit.

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff tables (d, p, inv), exported for the tests that check them against their definition. */
export const VERHOEFF_TABLES = { multiply: MULTIPLY, permute: PERMUTE, inverse: INVERSE } as const;

function checksum(digits: string, withCheckDigit: boolean): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    const position = withCheckDigit ? i : i + 1;
    c = MULTIPLY[c]![PERMUTE[position % 8]![Number(digit)]!]!;
  });
  return c;
}

/** The Verhoeff check digit for a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  return INVERSE[checksum(digits, false)]!;
}

/** True for 12 digits not starting with 0 or 1 (the shape of an Aadhaar number, check digit aside). */
export function hasAadhaarShape(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value);
}

/** True for 12 digits, not starting with 0 or 1, whose last digit is the Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  return hasAadhaarShape(value) && checksum(value, true) === 0;
}
