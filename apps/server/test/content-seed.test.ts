import { describe, expect, it } from 'vitest';
import {
  ADVANCE_DIPLOMA_GRADES,
  CATALOGUE_PAGES,
} from '../src/modules/content/seed/catalogue-pages-seed';
import { DURATION_PAGES } from '../src/modules/content/seed/duration-pages-seed';
import { FEATURE_CARDS, PLANS } from '../src/modules/content/seed/home-seed';

const countOf = (slug: string) =>
  [...CATALOGUE_PAGES, ...DURATION_PAGES].find((page) => page.slug === slug)?.cards.length;

describe('content seed', () => {
  it('has the five catalogue pages with about 50, 65, 300, 3 and 14 courses', () => {
    expect(CATALOGUE_PAGES.map((page) => page.slug)).toEqual([
      'certificate',
      'diploma',
      'advance-diploma',
      'health-care',
      'professional',
    ]);
    expect(countOf('certificate')).toBe(50);
    expect(countOf('diploma')).toBe(65);
    expect(countOf('advance-diploma')).toBe(297);
    expect(countOf('health-care')).toBe(3);
    expect(countOf('professional')).toBe(14);
  });

  it('grades the advance diplomas from Junior 1st year to Teacher Training 9th year', () => {
    expect(ADVANCE_DIPLOMA_GRADES[0]).toBe('Junior 1st year');
    expect(ADVANCE_DIPLOMA_GRADES.at(-1)).toBe('Teacher Training 9th year');
  });

  it('has the four certificate cards of /one, all Semester 1', () => {
    const one = DURATION_PAGES.find((page) => page.slug === 'one');
    expect(one?.cards.map((card) => card.title)).toEqual([
      'Fundamental',
      'MS Word',
      'MS Excel',
      'MS Power Point',
    ]);
    expect(new Set(one?.cards.map((card) => card.semester))).toEqual(new Set(['Semester 1']));
  });

  it('has unique titles within each page', () => {
    for (const page of [...CATALOGUE_PAGES, ...DURATION_PAGES]) {
      const titles = page.cards.map((card) => card.title);
      expect(new Set(titles).size, page.slug).toBe(titles.length);
    }
  });

  it('has the six plans of section 9 leading to their duration pages', () => {
    expect(PLANS.map((plan) => [plan.label, plan.path])).toEqual([
      ['1 Month', '/one'],
      ['3 Months', '/three'],
      ['6 Months', '/six'],
      ['12 Months', '/twelve'],
      ['18 Months', '/eighteen'],
      ['24 Months', '/twentyfour'],
    ]);
    expect(DURATION_PAGES.map((page) => `/${page.slug}`)).toEqual(PLANS.map((plan) => plan.path));
    expect(FEATURE_CARDS.map((card) => card.title)).toEqual([
      'Courses',
      'Books and Library',
      'Teachers',
      'Certification',
    ]);
  });
});
