/**
 * The About page as the specification gives it, without zod (the public About page imports this):
 * what is shown until head office saves its own text and figures.
 */

export interface AboutStat {
  /** '33+' */
  figure: string;
  /** 'years of experience' */
  label: string;
}

export interface AboutSection {
  heading: string;
  text: string;
}

export interface AboutContent {
  intro: string;
  sections: AboutSection[];
  /** Always three: the specification's figures until head office changes them. */
  stats: AboutStat[];
}

export const DEFAULT_ABOUT: AboutContent = {
  intro:
    'For more than three decades we have taught computers and vocational skills to students from towns and villages, in small batches and in their own language.',
  sections: [
    {
      heading: 'What we teach',
      text: 'Short certificate courses in office software, accounting with Tally Prime and GST, typing in English and Hindi, programming and design; one- and two-year diplomas in computer applications, hardware and networking, and health care; and graded advance diplomas in fine art, dance, music, yoga and more.',
    },
    {
      heading: 'How we work',
      text: 'Every centre of our network follows the same syllabus and examinations, and every certificate we issue carries a number that employers can verify. Our teachers know their students by name, and the library and computer lab are open to every student.',
    },
  ],
  stats: [
    { figure: '33+', label: 'years of experience' },
    { figure: '125+', label: 'successful projects' },
    { figure: '52+', label: 'happy clients' },
  ],
};
