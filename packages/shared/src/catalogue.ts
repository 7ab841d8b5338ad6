/**
 * The course catalogue a new installation starts with (seeded into the courses and course_options
 * tables on first start). From then on the database is the catalogue: head office edits it in the
 * dashboard (Website > Courses), and the forms and the server read it through GET /api/reference.
 * Never look a course up here at run time: use findCourseIn/findCourseOptionIn on the stored one.
 *
 * This is OUR catalogue. Where the specification gives a course code, an option code or an
 * option name, it is kept verbatim: course codes '8' (1-Month) and '9' (3-Months),
 * 'CERTIFICATE IN FUNDAMENTAL(RV01001)', 'CERTIFICATE IN HINDI TYPING(RV03006)' and
 * 'Advanced Level Graphic Design(RV03039)' (including its mixed casing). Where the specification
 * only gives a count of options, the names are our own realistic Indian computer-centre course
 * names, written to exactly that count. The other course codes ('10' to '15') are ours too.
 */

export interface CourseOption {
  code: string;
  name: string;
  /** `${name}(${code})`, e.g. 'CERTIFICATE IN FUNDAMENTAL(RV01001)'. */
  label: string;
}

export interface Course {
  code: string;
  name: string;
  durationMonths: number;
  options: readonly CourseOption[];
}

function option(code: string, name: string): CourseOption {
  return { code, name, label: `${name}(${code})` };
}

export const COURSES: readonly Course[] = [
  {
    code: '8',
    name: '1-Month Certificate Course',
    durationMonths: 1,
    options: [
      option('RV01001', 'CERTIFICATE IN FUNDAMENTAL'),
      option('RV01002', 'CERTIFICATE IN MS WORD'),
      option('RV01003', 'CERTIFICATE IN MS EXCEL'),
      option('RV01004', 'CERTIFICATE IN MS POWER POINT'),
    ],
  },
  {
    code: '9',
    name: '3-Months Certificate Course',
    durationMonths: 3,
    options: [
      option('RV03001', 'CERTIFICATE IN MS OFFICE'),
      option('RV03002', 'CERTIFICATE IN TALLY PRIME WITH GST'),
      option('RV03003', 'CERTIFICATE IN DESKTOP PUBLISHING'),
      option('RV03004', 'CERTIFICATE IN INTERNET AND EMAIL'),
      option('RV03005', 'CERTIFICATE IN ENGLISH TYPING'),
      option('RV03006', 'CERTIFICATE IN HINDI TYPING'),
      option('RV03007', 'CERTIFICATE IN DATA ENTRY OPERATOR'),
      option('RV03008', 'CERTIFICATE IN WEB DESIGNING'),
      option('RV03009', 'CERTIFICATE IN C PROGRAMMING'),
      option('RV03010', 'CERTIFICATE IN C++ PROGRAMMING'),
      option('RV03011', 'CERTIFICATE IN PYTHON BASICS'),
      option('RV03012', 'CERTIFICATE IN CORELDRAW'),
      option('RV03013', 'CERTIFICATE IN ADOBE PHOTOSHOP'),
      option('RV03014', 'CERTIFICATE IN PAGEMAKER'),
      option('RV03015', 'CERTIFICATE IN COMPUTER HARDWARE BASICS'),
      option('RV03016', 'CERTIFICATE IN ADVANCED EXCEL'),
      option('RV03017', 'CERTIFICATE IN COMPUTERISED ACCOUNTING'),
      option('RV03018', 'CERTIFICATE IN OFFICE AUTOMATION'),
      option('RV03019', 'CERTIFICATE IN HTML AND CSS'),
      option('RV03020', 'CERTIFICATE IN JAVA FUNDAMENTALS'),
      option('RV03021', 'CERTIFICATE IN MS ACCESS'),
      option('RV03022', 'CERTIFICATE IN DIGITAL MARKETING BASICS'),
      option('RV03023', 'CERTIFICATE IN COMPUTER NETWORKING BASICS'),
      option('RV03024', 'CERTIFICATE IN ADOBE ILLUSTRATOR'),
      option('RV03025', 'CERTIFICATE IN VIDEO EDITING'),
      option('RV03026', 'CERTIFICATE IN BASIC GRAPHIC DESIGN'),
      option('RV03039', 'Advanced Level Graphic Design'),
    ],
  },
  {
    code: '10',
    name: '6-Months Certificate Course',
    durationMonths: 6,
    options: [
      option('RV06001', 'CERTIFICATE IN COMPUTER APPLICATION'),
      option('RV06002', 'CERTIFICATE IN FINANCIAL ACCOUNTING'),
      option('RV06003', 'CERTIFICATE IN DTP AND PRINTING TECHNOLOGY'),
      option('RV06004', 'CERTIFICATE IN WEB DESIGNING AND DEVELOPMENT'),
      option('RV06005', 'CERTIFICATE IN GRAPHIC DESIGNING'),
      option('RV06006', 'CERTIFICATE IN COMPUTER HARDWARE AND NETWORKING'),
      option('RV06007', 'CERTIFICATE IN PROGRAMMING IN C AND C++'),
      option('RV06008', 'CERTIFICATE IN PYTHON PROGRAMMING'),
      option('RV06009', 'CERTIFICATE IN JAVA PROGRAMMING'),
      option('RV06010', 'CERTIFICATE IN OFFICE MANAGEMENT'),
      option('RV06011', 'CERTIFICATE IN ENGLISH AND HINDI TYPING'),
      option('RV06012', 'CERTIFICATE IN ADVANCED TALLY PRIME WITH GST AND PAYROLL'),
      option('RV06013', 'CERTIFICATE IN DIGITAL MARKETING'),
    ],
  },
  {
    code: '11',
    name: '1-Year Diploma Course',
    durationMonths: 12,
    options: [],
  },
  {
    code: '12',
    name: '1-Year Advance Diploma Course',
    durationMonths: 12,
    options: [
      option('RV12001', 'ADVANCE DIPLOMA IN COMPUTER APPLICATION'),
      option('RV12002', 'ADVANCE DIPLOMA IN FINANCIAL ACCOUNTING'),
    ],
  },
  {
    code: '13',
    name: '2-Years Diploma Course',
    durationMonths: 24,
    options: [
      option('RV24001', 'DIPLOMA IN COMPUTER SCIENCE AND APPLICATION'),
      option('RV24002', 'DIPLOMA IN INFORMATION TECHNOLOGY'),
      option('RV24003', 'DIPLOMA IN SOFTWARE DEVELOPMENT'),
      option('RV24004', 'DIPLOMA IN COMPUTER HARDWARE AND NETWORKING'),
      option('RV24005', 'DIPLOMA IN MULTIMEDIA AND ANIMATION'),
      option('RV24006', 'DIPLOMA IN WEB DESIGNING AND DEVELOPMENT'),
      option('RV24007', 'DIPLOMA IN COMPUTERISED ACCOUNTING AND TAXATION'),
      option('RV24008', 'DIPLOMA IN OFFICE MANAGEMENT AND SECRETARIAL PRACTICE'),
    ],
  },
  {
    code: '14',
    name: '1-Year Health Care Course',
    durationMonths: 12,
    options: [
      option('RV12101', 'DIPLOMA IN GENERAL DUTY ASSISTANT'),
      option('RV12102', 'DIPLOMA IN PATIENT CARE ASSISTANT'),
    ],
  },
  {
    code: '15',
    name: '2-Year Health Care Course',
    durationMonths: 24,
    options: [
      option('RV24101', 'DIPLOMA IN MEDICAL LABORATORY TECHNOLOGY'),
      option('RV24102', 'DIPLOMA IN OPERATION THEATRE TECHNOLOGY'),
    ],
  },
];

/** The catalogue as stored: the seeded courses and those head office added, retired ones marked. */
export type Catalogue = readonly (Course & { retired?: boolean })[];

export function findCourseIn(catalogue: Catalogue, code: string): Course | undefined {
  return catalogue.find((course) => course.code === code);
}

/** Finds an option of the given course by its full label or by its bare code. */
export function findCourseOptionIn(
  catalogue: Catalogue,
  courseCode: string,
  optionLabelOrCode: string,
): CourseOption | undefined {
  return findCourseIn(catalogue, courseCode)?.options.find(
    (candidate) => candidate.label === optionLabelOrCode || candidate.code === optionLabelOrCode,
  );
}

/** The courses a new admission may choose: those not retired. */
export function openCourses(catalogue: Catalogue): Catalogue {
  return catalogue.filter((course) => !course.retired);
}

/**
 * The courses a form offers: the open ones, and the record's own course even if it was retired
 * since (so an existing student's record still shows and keeps it).
 */
export function coursesFor(catalogue: Catalogue, current?: string): Catalogue {
  return catalogue.filter((course) => !course.retired || course.code === current);
}
