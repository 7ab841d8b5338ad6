// Longer than 400 lines on purpose: data (the course cards of the duration pages), not logic.
import { card, type ContentPageSeed } from './page-seed-types';

/**
 * The six duration pages (/one ... /twentyfour), 'Our Courses' pages of the plans. /one holds the
 * four certificate cards of the specification; the others hold the courses of that length from
 * the admission catalogue, with our own subject lists.
 */

const S1 = 'Semester 1';
const S12 = 'Semester 1 and 2';
const S123 = 'Semester 1, 2 and 3';
const S1234 = 'Semester 1, 2, 3 and 4';

const ONE_MONTH = [
  card(
    'Fundamental',
    S1,
    'Parts of a computer, input and output devices, Windows, files and folders, Notepad and Paint, internet and email.',
  ),
  card(
    'MS Word',
    S1,
    'Typing and editing documents, fonts and paragraphs, tables, pictures, mail merge, page setup and printing.',
  ),
  card(
    'MS Excel',
    S1,
    'Worksheets, cell formatting, formulas and functions, sorting and filtering, charts, page setup and printing.',
  ),
  card(
    'MS Power Point',
    S1,
    'Slides and layouts, themes, pictures and shapes, animations and transitions, slide shows and handouts.',
  ),
];

const THREE_MONTHS = [
  card(
    'MS Office',
    S1,
    'Computer fundamentals, MS Word, MS Excel, MS Power Point, internet and email.',
  ),
  card(
    'Tally Prime with GST',
    S1,
    'Accounting principles, company creation, ledgers and vouchers, inventory, GST returns and reports.',
  ),
  card(
    'Desktop Publishing',
    S1,
    'PageMaker, CorelDRAW, Photoshop basics, page layout and printing.',
  ),
  card(
    'Internet and Email',
    S1,
    'Web browsers, search, email, online forms, digital payments and safety online.',
  ),
  card('English Typing', S1, 'Keyboard drills and speed building to 38 wpm in English typing.'),
  card(
    'Hindi Typing',
    S1,
    'Hindi keyboard layouts (Inscript and Remington) and speed building to 30 wpm.',
  ),
  card(
    'Data Entry Operator',
    S1,
    'Typing speed, MS Excel data entry, forms, accuracy checks and English and Hindi typing.',
  ),
  card('Web Designing', S1, 'HTML, CSS, page layout, images and forms, publishing a website.'),
  card(
    'C Programming',
    S1,
    'Variables, operators, conditions, loops, arrays, functions, pointers and files in C.',
  ),
  card(
    'C++ Programming',
    S1,
    'Classes and objects, inheritance, polymorphism, templates and files in C++.',
  ),
  card(
    'Python Basics',
    S1,
    'Python syntax, data types, conditions, loops, functions, lists and dictionaries.',
  ),
  card(
    'CorelDRAW',
    S1,
    'Vector drawing, shapes and text, logos, visiting cards, banners and printing.',
  ),
  card(
    'Adobe Photoshop',
    S1,
    'Layers, selections, photo retouching, passport photos, posters and banners.',
  ),
  card(
    'PageMaker',
    S1,
    'Page layout, master pages, text and graphics, books, forms and pamphlets.',
  ),
  card(
    'Computer Hardware Basics',
    S1,
    'Parts of a computer, assembling, installing Windows, drivers and troubleshooting.',
  ),
  card(
    'Advanced Excel',
    S1,
    'Lookup functions, pivot tables, what-if analysis, data validation and macros.',
  ),
  card(
    'Computerised Accounting',
    S1,
    'Accounting principles, Tally Prime, vouchers, GST, payroll and reports.',
  ),
  card(
    'Office Automation',
    S1,
    'MS Word, MS Excel, MS Power Point, MS Access, internet and office email.',
  ),
  card(
    'HTML and CSS',
    S1,
    'HTML elements, forms, tables, CSS selectors, flexbox, grid and responsive pages.',
  ),
  card(
    'Java Fundamentals',
    S1,
    'Java syntax, classes and objects, inheritance, exceptions and collections.',
  ),
  card('MS Access', S1, 'Tables, relationships, queries, forms and reports in MS Access.'),
  card(
    'Digital Marketing Basics',
    S1,
    'Websites, search engine optimisation, social media, email and online advertising.',
  ),
  card(
    'Computer Networking Basics',
    S1,
    'Network types, cables and devices, IP addresses, sharing and Wi-Fi setup.',
  ),
  card(
    'Adobe Illustrator',
    S1,
    'Vector artwork, pen tool, typography, logos and print-ready files.',
  ),
  card(
    'Video Editing',
    S1,
    'Cutting and joining clips, titles, transitions, audio and exporting videos.',
  ),
  card(
    'Basic Graphic Design',
    S1,
    'Design principles, colour, typography, CorelDRAW and Photoshop basics.',
  ),
  card(
    'Advanced Level Graphic Design',
    S1,
    'Branding, packaging, advanced Photoshop and Illustrator, print and social media design.',
  ),
];

const SIX_MONTHS = [
  card(
    'Computer Application',
    S1,
    'Computer fundamentals, MS Office, internet, Tally Prime basics and English typing.',
  ),
  card(
    'Financial Accounting',
    S1,
    'Accounting principles, Tally Prime with GST, TDS, payroll and MS Excel for accounts.',
  ),
  card(
    'DTP and Printing Technology',
    S1,
    'PageMaker, CorelDRAW, Photoshop, Illustrator, printing and binding.',
  ),
  card(
    'Web Designing and Development',
    S1,
    'HTML, CSS, JavaScript, responsive design, PHP and MySQL basics.',
  ),
  card(
    'Graphic Designing',
    S1,
    'Design principles, CorelDRAW, Photoshop, Illustrator and a portfolio project.',
  ),
  card(
    'Computer Hardware and Networking',
    S1,
    'Assembling and repairing computers, operating systems, networks and printers.',
  ),
  card(
    'Programming in C and C++',
    S1,
    'Programming logic, C, object-oriented programming in C++ and data structures.',
  ),
  card(
    'Python Programming',
    S1,
    'Python, object-oriented programming, files, modules, databases and a project.',
  ),
  card(
    'Java Programming',
    S1,
    'Core Java, object-oriented programming, collections, JDBC and a project.',
  ),
  card(
    'Office Management',
    S1,
    'MS Office, office correspondence, filing, English typing and email etiquette.',
  ),
  card(
    'English and Hindi Typing',
    S1,
    'English typing to 41 wpm and Hindi typing to 32 wpm, with office documents and forms.',
  ),
  card(
    'Advanced Tally Prime with GST and Payroll',
    S1,
    'Tally Prime, GST returns, TDS, payroll, inventory, banking and MIS reports.',
  ),
  card(
    'Digital Marketing',
    S1,
    'SEO, social media marketing, Google Ads, email marketing and analytics.',
  ),
];

const TWELVE_MONTHS = [
  card(
    'Diploma in Computer Application',
    S12,
    'Computer fundamentals, MS Office, internet, English typing to 39 wpm.',
    'Tally Prime with GST, DTP basics, C programming and a project.',
  ),
  card(
    'Advance Diploma in Computer Application',
    S12,
    'Computer fundamentals, MS Office, Tally Prime with GST, internet.',
    'DTP, HTML and CSS, C and C++ programming, MS Access and a project.',
  ),
  card(
    'Advance Diploma in Financial Accounting',
    S12,
    'Accounting principles, MS Excel, Tally Prime with GST.',
    'TDS, payroll, income tax basics, banking and a practical project.',
  ),
  card(
    'Diploma in General Duty Assistant',
    S12,
    'Human body basics, hygiene, patient care and first aid.',
    'Hospital practice, infection control, vital signs and communication.',
  ),
  card(
    'Diploma in Patient Care Assistant',
    S12,
    'Anatomy basics, patient hygiene, bed making and nutrition.',
    'Home care, elderly care, vital signs, first aid and hospital practice.',
  ),
];

const EIGHTEEN_MONTHS = [
  card(
    'Diploma in Computer Application and Programming',
    S123,
    'Computer fundamentals, MS Office and internet.',
    'C and C++ programming, HTML and CSS.',
    'Python or Java, databases and a project.',
  ),
  card(
    'Diploma in Graphic and Web Design',
    S123,
    'Design principles, CorelDRAW and Photoshop.',
    'Illustrator, HTML, CSS and responsive design.',
    'JavaScript, WordPress and a portfolio project.',
  ),
  card(
    'Diploma in Accounting and Office Management',
    S123,
    'MS Office, English typing to 41 wpm and Hindi typing to 32 wpm.',
    'Accounting principles and Tally Prime with GST.',
    'TDS, payroll, office correspondence and a project.',
  ),
];

const TWENTYFOUR_MONTHS = [
  card(
    'Diploma in Computer Science and Application',
    S1234,
    'Computer fundamentals, MS Office, internet.',
    'C and C++ programming, data structures.',
    'Java, databases and SQL.',
    'Web development, Python and a major project.',
  ),
  card(
    'Diploma in Information Technology',
    S1234,
    'Computer fundamentals, MS Office, operating systems.',
    'Networking, hardware and troubleshooting.',
    'Databases, web technologies, cyber security basics.',
    'Cloud basics, IT service management and a project.',
  ),
  card(
    'Diploma in Software Development',
    S1234,
    'Programming logic and C.',
    'Object-oriented programming in C++ and Java.',
    'Databases, SQL and web development.',
    'Python, software testing and a major project.',
  ),
  card(
    'Diploma in Computer Hardware and Networking',
    S1234,
    'Electronics basics, computer parts and assembly.',
    'Operating systems, installation and troubleshooting.',
    'Networking, routers, switches and Wi-Fi.',
    'Servers, security, CCTV and a field project.',
  ),
  card(
    'Diploma in Multimedia and Animation',
    S1234,
    'Drawing basics, CorelDRAW and Photoshop.',
    'Illustrator, video editing and sound.',
    '2D animation and motion graphics.',
    '3D modelling, animation and a showreel.',
  ),
  card(
    'Diploma in Web Designing and Development',
    S1234,
    'HTML, CSS and design principles.',
    'JavaScript and responsive design.',
    'PHP, MySQL and content management systems.',
    'Modern frameworks, hosting and a live project.',
  ),
  card(
    'Diploma in Computerised Accounting and Taxation',
    S1234,
    'Accounting principles, MS Excel.',
    'Tally Prime with GST.',
    'Income tax, TDS and payroll.',
    'Audit basics, GST returns and a practical project.',
  ),
  card(
    'Diploma in Office Management and Secretarial Practice',
    S1234,
    'MS Office, English typing to 45 wpm.',
    'Hindi typing to 36 wpm, office correspondence.',
    'Records management, accounts basics and Tally Prime.',
    'Secretarial practice, communication skills and internship.',
  ),
  card(
    'Diploma in Medical Laboratory Technology',
    S1234,
    'Human anatomy and physiology, laboratory safety.',
    'Clinical biochemistry and pathology.',
    'Microbiology and haematology.',
    'Blood banking, laboratory management and hospital training.',
  ),
  card(
    'Diploma in Operation Theatre Technology',
    S1234,
    'Human anatomy and physiology, sterilisation.',
    'Operation theatre equipment and procedures.',
    'Anaesthesia basics and patient care.',
    'Emergency care and hospital training.',
  ),
];

export const DURATION_PAGES: readonly ContentPageSeed[] = [
  {
    slug: 'one',
    kind: 'duration',
    title: '1 Month Courses',
    summary: 'One-month certificate courses: Fundamental, MS Word, MS Excel and MS Power Point.',
    cards: ONE_MONTH,
  },
  {
    slug: 'three',
    kind: 'duration',
    title: '3 Months Courses',
    summary:
      'Three-month certificate courses in office software, accounting, typing, design and programming.',
    cards: THREE_MONTHS,
  },
  {
    slug: 'six',
    kind: 'duration',
    title: '6 Months Courses',
    summary:
      'Six-month certificate courses in computer application, accounting, design and programming.',
    cards: SIX_MONTHS,
  },
  {
    slug: 'twelve',
    kind: 'duration',
    title: '12 Months Courses',
    summary:
      'One-year diploma and advance diploma courses in computers, accounting and health care.',
    cards: TWELVE_MONTHS,
  },
  {
    slug: 'eighteen',
    kind: 'duration',
    title: '18 Months Courses',
    summary: 'Eighteen-month diploma courses in programming, design and accounting.',
    cards: EIGHTEEN_MONTHS,
  },
  {
    slug: 'twentyfour',
    kind: 'duration',
    title: '24 Months Courses',
    summary:
      'Two-year diploma courses in computer science, IT, software, multimedia, accounting and health care.',
    cards: TWENTYFOUR_MONTHS,
  },
];
