import type { PageKind } from '@institute/shared/content/constants';

export interface CourseCardSeed {
  title: string;
  /** 'Semester 1', 'Semester 1 and 2' ... */
  semester: string;
  /** Subjects; one line per semester where the course has several. */
  description: string;
}

export interface ContentPageSeed {
  slug: string;
  kind: PageKind;
  /** The page's own name, e.g. 'Short Certificate Courses'; its heading is 'Our Courses'. */
  title: string;
  summary: string;
  cards: readonly CourseCardSeed[];
}

/** A card from a title, a semester text and its subjects (one string per semester). */
export function card(title: string, semester: string, ...subjects: string[]): CourseCardSeed {
  const description =
    subjects.length === 1
      ? (subjects[0] ?? '')
      : subjects.map((text, index) => `Semester ${index + 1}: ${text}`).join('\n');
  return { title, semester, description };
}
