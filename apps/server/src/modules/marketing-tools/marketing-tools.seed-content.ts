/**
 * The five download materials the specification lists (all type Online): a one-page brochure for
 * each of four courses and an admission banner. The texts follow the course catalogue.
 */

export const INSTITUTE = 'RV Institute of Computer & Vocational Training';

export interface BrochureSeed {
  kind: 'brochure';
  description: string;
  title: string;
  fileName: string;
  duration: string;
  eligibility: string;
  summary: string;
  semesters: readonly { heading: string; topics: readonly string[] }[];
  careers: readonly string[];
  /** Colours of the thumbnail and of the brochure's heading band. */
  colour: string;
}

export interface BannerSeed {
  kind: 'banner';
  description: string;
  fileName: string;
  headline: string;
  lines: readonly string[];
  colour: string;
}

export type MarketingSeed = BrochureSeed | BannerSeed;

const HOW_TO_JOIN =
  'Admission is open all year. Ask at your nearest RV centre or send an enquiry from the Contact Us page of our website.';
export const BROCHURE_FOOTER = HOW_TO_JOIN;

export const MARKETING_SEED: readonly MarketingSeed[] = [
  {
    kind: 'brochure',
    description: 'Diploma in Computer Application Course',
    title: 'Diploma in Computer Application (DCA)',
    fileName: 'diploma-in-computer-application-brochure.pdf',
    duration: '12 months (Semester 1 and 2)',
    eligibility: '10th pass or above',
    summary:
      'A complete first course in computers for office work: from computer fundamentals and MS Office to accounting with Tally Prime, desktop publishing and a first programming language.',
    semesters: [
      {
        heading: 'Semester 1',
        topics: [
          'Computer fundamentals, Windows, files and folders',
          'MS Word, MS Excel and MS PowerPoint',
          'Internet, email, online forms and digital payments',
          'English typing to 39 words per minute',
        ],
      },
      {
        heading: 'Semester 2',
        topics: [
          'Tally Prime with GST: ledgers, vouchers, invoices and reports',
          'Desktop publishing basics',
          'C programming: variables, conditions, loops and functions',
          'A practical project',
        ],
      },
    ],
    careers: ['Computer operator', 'Data entry operator', 'Office assistant', 'Billing assistant'],
    colour: '#1d4ed8',
  },
  {
    kind: 'brochure',
    description: 'Advance Diploma in Computer Application Course',
    title: 'Advance Diploma in Computer Application (ADCA)',
    fileName: 'advance-diploma-in-computer-application-brochure.pdf',
    duration: '12 months (Semester 1 and 2)',
    eligibility: '10th pass or above',
    summary:
      'Everything of the DCA and more: accounting, desktop publishing, web pages, databases and programming in C and C++, for students who want a wider choice of jobs.',
    semesters: [
      {
        heading: 'Semester 1',
        topics: [
          'Computer fundamentals and the internet',
          'MS Office: Word, Excel, PowerPoint',
          'Tally Prime with GST',
          'English and Hindi typing',
        ],
      },
      {
        heading: 'Semester 2',
        topics: [
          'Desktop publishing: PageMaker and CorelDRAW',
          'Web pages with HTML and CSS',
          'C and C++ programming; databases with MS Access',
          'A practical project',
        ],
      },
    ],
    careers: ['Accounts assistant', 'DTP operator', 'Junior web designer', 'Computer teacher'],
    colour: '#0f766e',
  },
  {
    kind: 'brochure',
    description: 'Diploma in Beautician Course',
    title: 'Diploma in Beautician',
    fileName: 'diploma-in-beautician-brochure.pdf',
    duration: '12 months (Semester 1 and 2)',
    eligibility: '8th pass or above',
    summary:
      'Hands-on training in skin, hair and makeup services with the hygiene and customer care a salon needs, ready for a job or a parlour of your own.',
    semesters: [
      {
        heading: 'Semester 1',
        topics: [
          'Skin types, cleansing and facials',
          'Threading, waxing and bleaching',
          'Hygiene and salon safety',
        ],
      },
      {
        heading: 'Semester 2',
        topics: [
          'Makeup: day, party and bridal',
          'Hair care, cutting basics and styling',
          'Manicure and pedicure; customer care',
        ],
      },
    ],
    careers: ['Beautician', 'Makeup artist', 'Salon assistant', 'Own beauty parlour'],
    colour: '#be185d',
  },
  {
    kind: 'brochure',
    description: 'Diploma in Yoga and Wellness Course',
    title: 'Diploma in Yoga and Wellness',
    fileName: 'diploma-in-yoga-and-wellness-brochure.pdf',
    duration: '12 months (Semester 1 and 2)',
    eligibility: '10th pass or above',
    summary:
      'Yoga practice and the knowledge behind it: asanas, pranayama and meditation, anatomy and diet, and the teaching practice to lead classes of your own.',
    semesters: [
      {
        heading: 'Semester 1',
        topics: [
          'Yoga philosophy and history',
          'Asanas, pranayama and meditation',
          'Human anatomy basics',
        ],
      },
      {
        heading: 'Semester 2',
        topics: [
          'Yoga therapy for common conditions',
          'Diet and a healthy lifestyle',
          'Teaching practice: planning and leading a class',
        ],
      },
    ],
    careers: ['Yoga instructor', 'Wellness centre trainer', 'School yoga teacher'],
    colour: '#b45309',
  },
  {
    kind: 'banner',
    description: 'Admission open banner for your centre (1200 x 628 pixels, PNG)',
    fileName: 'admission-open-banner.png',
    headline: 'Admission Open',
    lines: [
      'Computer and vocational courses',
      'DCA, ADCA, Tally Prime with GST, Beautician, Yoga and more',
      'Certificate, diploma and advance diploma courses',
    ],
    colour: '#1e3a8a',
  },
];
