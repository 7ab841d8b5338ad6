import { describe, expect, it } from 'vitest';
import { COURSES } from './catalogue';
import { hindiName, nameIn, optionLabelIn } from './hindi-names';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from './reference-lists';

describe('the Hindi of the names the product ships', () => {
  it('has every list value, course and option', () => {
    const names = [
      ...GENDERS,
      ...CATEGORIES,
      ...MARITAL_STATUSES,
      ...STATES,
      ...COURSES.flatMap((course) => [course.name, ...course.options.map((o) => o.name)]),
    ];
    expect(names.filter((name) => !hindiName(name))).toEqual([]);
    expect(names.every((name) => /[\u0900-\u097F]/.test(hindiName(name)!))).toBe(true);
  });

  it('gives Hindi in Hindi only, and a typed name as it is', () => {
    expect(nameIn('hi', 'Married')).toBe('विवाहित');
    expect(nameIn('en', 'Married')).toBe('Married');
    expect(nameIn('hi', 'Our own course')).toBe('Our own course');
    expect(optionLabelIn('hi', 'CERTIFICATE IN MS EXCEL(RV01003)')).toBe(
      'MS Excel में सर्टिफ़िकेट (RV01003)',
    );
    expect(optionLabelIn('en', 'CERTIFICATE IN MS EXCEL(RV01003)')).toBe(
      'CERTIFICATE IN MS EXCEL(RV01003)',
    );
  });
});
