import { describe, it, expect } from 'vitest';
import {
  COURSES,
  coursesFor,
  findCourseIn,
  findCourseOptionIn,
  openCourses,
  type Catalogue,
} from './catalogue';

const findCourse = (code: string) => findCourseIn(COURSES, code);
const findCourseOption = (course: string, option: string) =>
  findCourseOptionIn(COURSES, course, option);
import { STATES } from './reference-lists';

const allOptions = COURSES.flatMap((course) => course.options);

function optionCodes(courseCode: string): string[] {
  return (findCourse(courseCode)?.options ?? []).map((option) => option.code);
}

describe('COURSES', () => {
  it('has unique course codes', () => {
    const codes = COURSES.map((course) => course.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has option codes that are unique across the catalogue and shaped like RV00000', () => {
    const codes = allOptions.map((option) => option.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^RV\d{5}$/);
    }
  });

  it('has the expected number of options per course', () => {
    const counts = Object.fromEntries(
      COURSES.map((course) => [course.code, course.options.length]),
    );
    expect(counts).toEqual({
      '8': 4,
      '9': 27,
      '10': 13,
      '11': 0,
      '12': 2,
      '13': 8,
      '14': 2,
      '15': 2,
    });
  });

  it('lists RV01001 to RV01004 under the 1-Month course', () => {
    expect(optionCodes('8')).toEqual(['RV01001', 'RV01002', 'RV01003', 'RV01004']);
    expect(findCourseOption('8', 'RV01001')?.name).toBe('CERTIFICATE IN FUNDAMENTAL');
  });

  it('has sorted RV030xx codes between RV03001 and RV03039 under the 3-Months course', () => {
    const codes = optionCodes('9');
    expect(codes).toEqual([...codes].sort());
    for (const code of codes) {
      expect(code).toMatch(/^RV030\d{2}$/);
      expect(code >= 'RV03001' && code <= 'RV03039').toBe(true);
    }
  });

  it('keeps the option names given by the specification', () => {
    expect(findCourseOption('9', 'RV03006')?.name).toBe('CERTIFICATE IN HINDI TYPING');
    expect(findCourseOption('9', 'RV03039')?.name).toBe('Advanced Level Graphic Design');
  });

  it('has no options for the 1-Year Diploma Course', () => {
    expect(findCourse('11')?.options).toEqual([]);
  });

  it('builds every label as name(code)', () => {
    for (const option of allOptions) {
      expect(option.label).toBe(option.name + '(' + option.code + ')');
    }
  });
});

describe('findCourse', () => {
  it('finds a course by code', () => {
    expect(findCourse('8')?.name).toBe('1-Month Certificate Course');
    expect(findCourse('9')?.name).toBe('3-Months Certificate Course');
  });

  it('returns undefined for an unknown code', () => {
    expect(findCourse('99')).toBeUndefined();
  });
});

describe('findCourseOption', () => {
  it('finds an option by label', () => {
    expect(findCourseOption('8', 'CERTIFICATE IN FUNDAMENTAL(RV01001)')?.code).toBe('RV01001');
    expect(findCourseOption('9', 'Advanced Level Graphic Design(RV03039)')?.code).toBe('RV03039');
  });

  it('finds an option by bare code', () => {
    expect(findCourseOption('9', 'RV03006')?.label).toBe('CERTIFICATE IN HINDI TYPING(RV03006)');
  });

  it('returns undefined for an option of another course', () => {
    expect(findCourseOption('9', 'RV01001')).toBeUndefined();
    expect(findCourseOption('9', 'CERTIFICATE IN FUNDAMENTAL(RV01001)')).toBeUndefined();
  });

  it('returns undefined for an unknown course or option', () => {
    expect(findCourseOption('99', 'RV01001')).toBeUndefined();
    expect(findCourseOption('8', 'RV09999')).toBeUndefined();
  });
});

describe('openCourses and coursesFor', () => {
  const catalogue: Catalogue = [
    { code: '8', name: 'One', durationMonths: 1, options: [] },
    { code: '20', name: 'Old', durationMonths: 6, options: [], retired: true },
  ];

  it('leaves retired courses out of new admissions', () => {
    expect(openCourses(catalogue).map((course) => course.code)).toEqual(['8']);
    expect(coursesFor(catalogue).map((course) => course.code)).toEqual(['8']);
  });

  it("keeps a record's own retired course in its form", () => {
    expect(coursesFor(catalogue, '20').map((course) => course.code)).toEqual(['8', '20']);
  });
});

describe('STATES', () => {
  it('has 29 unique entries from Andhra Pradesh to West Bengal, including Delhi', () => {
    expect(STATES).toHaveLength(29);
    expect(new Set(STATES).size).toBe(29);
    expect(STATES[0]).toBe('Andhra Pradesh');
    expect(STATES[STATES.length - 1]).toBe('West Bengal');
    expect(STATES).toContain('Delhi');
  });

  it('is in alphabetical order', () => {
    expect([...STATES]).toEqual([...STATES].sort((a, b) => a.localeCompare(b)));
  });
});
