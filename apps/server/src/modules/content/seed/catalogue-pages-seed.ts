// Longer than 400 lines on purpose: data (the course cards of the catalogue pages), not logic.
import { card, type ContentPageSeed, type CourseCardSeed } from './page-seed-types';

/**
 * The five 'Our Courses' catalogue pages under /course: short certificate courses, diploma
 * courses, advance diploma courses (graded from Junior 1st year to Teacher Training 9th year),
 * health care courses (the list of 3) and professional IT courses (the list of 14).
 */

const S1 = 'Semester 1';
const S12 = 'Semester 1 and 2';

const certificates = (rows: readonly (readonly [string, string])[]): CourseCardSeed[] =>
  rows.map(([title, subjects]) => card(title, S1, subjects));

const diplomas = (rows: readonly (readonly [string, string, string])[]): CourseCardSeed[] =>
  rows.map(([title, first, second]) => card(title, S12, first, second));

const SHORT_CERTIFICATES = certificates([
  ['Computer Fundamentals', 'Parts of a computer, Windows, files and folders, internet and email.'],
  ['MS Word', 'Documents, formatting, tables, mail merge and printing.'],
  ['MS Excel', 'Worksheets, formulas, functions, charts and printing.'],
  ['MS Power Point', 'Slides, designs, animations, transitions and slide shows.'],
  ['MS Access', 'Tables, queries, forms and reports.'],
  ['MS Office', 'MS Word, MS Excel, MS Power Point and Outlook.'],
  ['Advanced Excel', 'Lookup functions, pivot tables, dashboards and macros.'],
  ['Tally Prime', 'Company creation, ledgers, vouchers and reports.'],
  ['Tally Prime with GST', 'Accounting, inventory, GST invoices and returns.'],
  ['Busy Accounting Software', 'Masters, vouchers, GST and inventory in Busy.'],
  ['Payroll Management', 'Salary structures, PF, ESI and payroll in Tally Prime.'],
  ['GST Practitioner', 'GST law basics, registration, invoices and returns.'],
  ['English Typing', 'Touch typing and speed building to 38 wpm.'],
  ['Hindi Typing', 'Inscript and Remington layouts, speed building to 30 wpm.'],
  ['English and Hindi Typing', 'English typing to 39 wpm and Hindi typing to 32 wpm.'],
  ['Data Entry Operator', 'Fast, accurate data entry in forms and spreadsheets.'],
  ['Internet and Email', 'Browsing, search, email, online forms and digital payments.'],
  ['Digital Literacy', 'Smartphones, computers, internet banking and government services online.'],
  ['Cyber Safety', 'Passwords, scams, safe payments and privacy online.'],
  ['C Programming', 'Variables, conditions, loops, arrays, functions and pointers.'],
  ['C++ Programming', 'Classes, objects, inheritance and polymorphism.'],
  ['Python Programming', 'Python syntax, data types, functions, lists and files.'],
  ['Java Programming', 'Core Java, classes, inheritance, exceptions and collections.'],
  ['HTML and CSS', 'Web pages, forms, tables, CSS layout and responsive design.'],
  ['JavaScript', 'Variables, functions, the DOM, events and forms.'],
  ['PHP and MySQL', 'Server-side pages, forms, sessions and databases.'],
  ['SQL Databases', 'Tables, queries, joins, grouping and reports.'],
  ['WordPress', 'Installing, themes, plugins, pages and a business website.'],
  ['Photoshop', 'Layers, selections, retouching, posters and passport photos.'],
  ['CorelDRAW', 'Vector drawing, logos, visiting cards and banners.'],
  ['PageMaker', 'Page layout, books, forms and pamphlets.'],
  ['Adobe Illustrator', 'Vector artwork, typography and logos.'],
  ['Adobe InDesign', 'Magazines, brochures and print-ready layouts.'],
  ['Video Editing', 'Cutting clips, titles, transitions, audio and export.'],
  ['Canva Design', 'Social media posts, posters and presentations in Canva.'],
  ['AutoCAD 2D', 'Drawing, editing, dimensions, layers and plotting.'],
  ['AutoCAD 3D', '3D modelling, rendering and views.'],
  ['Computer Hardware', 'Assembling, installing Windows, drivers and troubleshooting.'],
  ['Computer Networking', 'Cables, devices, IP addresses, sharing and Wi-Fi.'],
  ['Mobile Repairing', 'Mobile parts, faults, software flashing and repairs.'],
  ['CCTV Installation', 'Cameras, DVR and NVR setup, cabling and remote viewing.'],
  ['Digital Marketing', 'SEO, social media, online ads and email marketing.'],
  ['Social Media Marketing', 'Facebook, Instagram and YouTube for business.'],
  ['E-Commerce Basics', 'Online stores, listings, payments and delivery.'],
  ['Spoken English', 'Everyday conversation, pronunciation and confidence.'],
  ['Personality Development', 'Communication, interviews, grooming and teamwork.'],
  ['Office Assistant', 'MS Office, filing, correspondence and front desk work.'],
  ['Computer Teacher Training', 'Teaching methods, lesson plans and computer lab management.'],
  ['Cloud Computing Basics', 'Cloud services, storage, virtual machines and security.'],
  ['Artificial Intelligence Basics', 'What AI is, everyday AI tools and using them safely.'],
]);

const DIPLOMAS = diplomas([
  // Computer
  [
    'Diploma in Computer Application',
    'Computer fundamentals, MS Office, internet.',
    'Tally Prime with GST, DTP and typing.',
  ],
  [
    'Diploma in Information Technology',
    'Computer fundamentals, operating systems, MS Office.',
    'Networking, databases and web basics.',
  ],
  [
    'Diploma in Financial Accounting',
    'Accounting principles, MS Excel.',
    'Tally Prime with GST, TDS and payroll.',
  ],
  [
    'Diploma in Desktop Publishing',
    'PageMaker, CorelDRAW.',
    'Photoshop, Illustrator, InDesign and printing.',
  ],
  [
    'Diploma in Graphic Designing',
    'Design principles, CorelDRAW, Photoshop.',
    'Illustrator, branding and a portfolio.',
  ],
  [
    'Diploma in Web Designing',
    'HTML, CSS, design principles.',
    'JavaScript, responsive design and WordPress.',
  ],
  ['Diploma in Web Development', 'HTML, CSS, JavaScript.', 'PHP, MySQL and a live project.'],
  ['Diploma in Programming', 'Programming logic, C.', 'C++, Java and data structures.'],
  [
    'Diploma in Python Programming',
    'Python basics, functions, files.',
    'Object-oriented Python, databases and a project.',
  ],
  [
    'Diploma in Java Programming',
    'Core Java, object-oriented programming.',
    'Collections, JDBC and a project.',
  ],
  [
    'Diploma in Computer Hardware and Networking',
    'Computer parts, assembly, operating systems.',
    'Networking, servers and troubleshooting.',
  ],
  [
    'Diploma in Multimedia',
    'Photoshop, Illustrator, sound editing.',
    'Video editing, animation and a showreel.',
  ],
  ['Diploma in Animation', 'Drawing, 2D animation.', '3D modelling, rigging and rendering.'],
  [
    'Diploma in Video Editing',
    'Editing basics, titles and audio.',
    'Colour correction, effects and a film project.',
  ],
  [
    'Diploma in Digital Marketing',
    'Websites, SEO, content writing.',
    'Social media, online ads and analytics.',
  ],
  [
    'Diploma in Data Entry and Office Automation',
    'MS Office, English typing to 41 wpm.',
    'Hindi typing to 34 wpm, data entry and records.',
  ],
  [
    'Diploma in Computer Teacher Training',
    'Computer fundamentals, MS Office, teaching methods.',
    'Lesson planning, lab management and practice teaching.',
  ],
  ['Diploma in AutoCAD', 'AutoCAD 2D drawing and editing.', 'AutoCAD 3D modelling and plotting.'],
  [
    'Diploma in Cyber Security',
    'Networks, operating systems, security basics.',
    'Threats, defences, ethical hacking basics.',
  ],
  [
    'Diploma in Data Analytics',
    'Advanced Excel, statistics basics.',
    'SQL, dashboards and Python for data.',
  ],
  // Trades
  [
    'Diploma in Electrician',
    'Electrical safety, wiring, tools.',
    'House wiring, motors and repair work.',
  ],
  [
    'Diploma in Electronics Repairing',
    'Electronic components, soldering.',
    'Repairing TVs, music systems and power supplies.',
  ],
  [
    'Diploma in Mobile Repairing',
    'Mobile hardware, tools, soldering.',
    'Fault finding, software and chip-level repair.',
  ],
  [
    'Diploma in AC and Refrigeration',
    'Refrigeration cycle, tools, safety.',
    'Installing and repairing ACs and refrigerators.',
  ],
  [
    'Diploma in Plumbing',
    'Pipes, fittings, tools and safety.',
    'Bathroom fittings, water supply and drainage.',
  ],
  [
    'Diploma in Welding',
    'Welding safety, arc welding.',
    'Gas welding, fabrication and inspection.',
  ],
  [
    'Diploma in Fitter',
    'Measuring, marking, filing and drilling.',
    'Fitting jobs, assembly and maintenance.',
  ],
  [
    'Diploma in Motor Mechanic',
    'Engine basics, tools and safety.',
    'Two-wheeler and car servicing and repair.',
  ],
  [
    'Diploma in Solar Technician',
    'Solar energy basics, panels and batteries.',
    'Installing and maintaining solar systems.',
  ],
  [
    'Diploma in CCTV and Security Systems',
    'Cameras, DVR and NVR, cabling.',
    'Access control, alarms and remote viewing.',
  ],
  [
    'Diploma in Tailoring',
    'Measurements, cutting and machine stitching.',
    'Blouses, suits, kurtas and alterations.',
  ],
  [
    'Diploma in Fashion Designing',
    'Fashion sketching, fabrics and colour.',
    'Pattern making, garment construction and a collection.',
  ],
  ['Diploma in Embroidery', 'Hand embroidery stitches.', 'Machine embroidery and designs.'],
  ['Diploma in Carpentry', 'Wood, tools and joints.', 'Furniture making and polishing.'],
  [
    'Diploma in Interior Designing',
    'Design principles, drawing, materials.',
    'Space planning, AutoCAD and a project.',
  ],
  [
    'Diploma in Screen Printing',
    'Screens, inks and exposure.',
    'Printing on paper, cloth and a print job.',
  ],
  [
    'Diploma in Photography',
    'Camera, light and composition.',
    'Portraits, events, editing and a portfolio.',
  ],
  // Beauty
  [
    'Diploma in Beautician',
    'Skin care, facials, threading and waxing.',
    'Makeup, hair care, manicure and pedicure.',
  ],
  ['Diploma in Hair Dressing', 'Hair care, cutting basics.', 'Styling, colouring and treatments.'],
  ['Diploma in Bridal Makeup', 'Skin preparation, base makeup.', 'Bridal, party and HD makeup.'],
  ['Diploma in Mehndi Art', 'Mehndi cones, basic patterns.', 'Arabic, Indian and bridal designs.'],
  ['Diploma in Nail Art', 'Nail care, manicure and pedicure.', 'Nail extensions, gel and designs.'],
  [
    'Diploma in Skin Care',
    'Skin types, cleansing and facials.',
    'Treatments, products and salon practice.',
  ],
  [
    'Diploma in Cosmetology',
    'Skin and hair science, hygiene.',
    'Advanced treatments and salon management.',
  ],
  [
    'Diploma in Spa Therapy',
    'Anatomy basics, massage techniques.',
    'Body treatments, aromatherapy and spa practice.',
  ],
  [
    'Diploma in Makeup Artistry',
    'Colour theory, base and eye makeup.',
    'Film, fashion and special effects makeup.',
  ],
  [
    'Diploma in Salon Management',
    'Salon services and hygiene.',
    'Customer care, accounts and staff management.',
  ],
  [
    'Diploma in Yoga and Wellness',
    'Asanas, pranayama and meditation.',
    'Yoga therapy, diet and teaching practice.',
  ],
  // Services
  [
    'Diploma in Hotel Management',
    'Hospitality, front office and housekeeping.',
    'Food and beverage service and kitchen operations.',
  ],
  [
    'Diploma in Front Office Management',
    'Reception, reservations and guest care.',
    'Billing, computer systems and communication.',
  ],
  [
    'Diploma in Housekeeping',
    'Cleaning methods, equipment and safety.',
    'Room care, laundry and supervision.',
  ],
  [
    'Diploma in Food Production',
    'Kitchen safety, basic cooking.',
    'Indian, continental cooking and bakery.',
  ],
  [
    'Diploma in Bakery and Confectionery',
    'Breads, cakes and cookies.',
    'Pastry, icing and running a bakery.',
  ],
  [
    'Diploma in Travel and Tourism',
    'Geography of tourism, ticketing.',
    'Tour planning, guiding and customer care.',
  ],
  [
    'Diploma in Retail Management',
    'Store operations, customer service.',
    'Inventory, billing and visual merchandising.',
  ],
  [
    'Diploma in Banking and Finance',
    'Banking basics, accounts, MS Excel.',
    'Loans, insurance, digital banking and Tally Prime.',
  ],
  [
    'Diploma in Insurance',
    'Insurance principles and products.',
    'Sales, claims and customer care.',
  ],
  [
    'Diploma in Office Management',
    'MS Office, English typing to 41 wpm.',
    'Correspondence, filing and accounts basics.',
  ],
  [
    'Diploma in Customer Service',
    'Communication and telephone skills.',
    'Complaint handling, CRM software and practice.',
  ],
  [
    'Diploma in Nursery Teacher Training',
    'Child development, activities.',
    'Teaching methods, classroom practice and internship.',
  ],
  [
    'Diploma in Early Childhood Care',
    'Child health, nutrition and play.',
    'Learning activities and child care practice.',
  ],
  [
    'Diploma in Fire and Safety',
    'Fire science, equipment and safety laws.',
    'Drills, rescue and industrial safety.',
  ],
  [
    'Diploma in Security Services',
    'Security duties, patrolling and first aid.',
    'Access control, CCTV and reporting.',
  ],
  [
    'Diploma in Event Management',
    'Planning, budgeting and vendors.',
    'Weddings, corporate events and a live event.',
  ],
  [
    'Diploma in Journalism',
    'News writing, reporting and ethics.',
    'Editing, photojournalism and digital media.',
  ],
]);

/** The years of the graded advance diploma courses, from Junior 1st year to Teacher Training. */
export const ADVANCE_DIPLOMA_GRADES = [
  'Junior 1st year',
  'Junior 2nd year',
  'Senior 3rd year',
  'Senior 4th year',
  'Senior 5th year',
  'Diploma 6th year',
  'Advance Diploma 7th year',
  'Visharad 8th year',
  'Teacher Training 9th year',
] as const;

/** Discipline, theory subjects, practical subjects. */
export const DISCIPLINES: readonly (readonly [string, string, string])[] = [
  [
    'Computer Application',
    'computer fundamentals, office software and internet',
    'typing, documents and projects',
  ],
  ['Computer Programming', 'programming logic, languages and algorithms', 'programs and projects'],
  [
    'Fine Art (Drawing and Painting)',
    'drawing, colour theory and art history',
    'still life, landscape and portrait',
  ],
  ['Commercial Art', 'lettering, layout and advertising design', 'posters, logos and packaging'],
  ['Sculpture', 'forms, materials and history of sculpture', 'clay modelling, casting and carving'],
  ['Kathak Dance', 'taal, bols and history of Kathak', 'tatkar, chakkars and compositions'],
  ['Bharatanatyam Dance', 'adavus, mudras and theory', 'alarippu, jatiswaram and varnam'],
  ['Odissi Dance', 'chowk, tribhangi and theory', 'pallavi, abhinaya and compositions'],
  ['Kuchipudi Dance', 'adavus, hastas and theory', 'jatis, tarangam and abhinaya'],
  ['Manipuri Dance', 'basic movements, tala and theory', 'ras, cholom and compositions'],
  ['Folk Dance', 'folk traditions of India and rhythm', 'regional folk dances and group work'],
  ['Hindustani Vocal Music', 'swaras, ragas and taals', 'alankars, bandish and khayal'],
  ['Sitar', 'ragas, taals and notation', 'meend, gat and alaap'],
  ['Tabla', 'bols, taals and notation', 'kaida, rela and tukda'],
  ['Harmonium', 'swaras, ragas and notation', 'alankars, songs and accompaniment'],
  ['Guitar', 'notes, chords and notation', 'strumming, scales and songs'],
  ['Violin', 'notes, bowing and notation', 'scales, ragas and compositions'],
  ['Flute', 'swaras, breathing and notation', 'alankars, ragas and tunes'],
  ['Keyboard', 'notes, chords and notation', 'scales, melodies and songs'],
  [
    'Hindi Recitation',
    'Hindi poetry, pronunciation and expression',
    'recitation of poems and prose',
  ],
  [
    'English Recitation',
    'English poetry, pronunciation and expression',
    'recitation of poems and speeches',
  ],
  ['Yoga', 'yoga philosophy, anatomy and diet', 'asanas, pranayama and meditation'],
  ['Cooking', 'nutrition, hygiene and kitchen basics', 'Indian, continental and regional dishes'],
  ['Bakery and Confectionery', 'ingredients, hygiene and costing', 'breads, cakes and pastry'],
  ['Journalism', 'news, media laws and ethics', 'reporting, editing and layout'],
  ['Photography', 'camera, light and composition', 'shooting, editing and exhibitions'],
  [
    'Tailoring and Fashion Design',
    'fabrics, measurements and design',
    'cutting, stitching and garments',
  ],
  ['Embroidery', 'stitches, threads and design', 'hand and machine embroidery'],
  [
    'Calligraphy and Handwriting',
    'scripts, tools and letter forms',
    'Devanagari and English calligraphy',
  ],
  [
    'Abacus and Mental Arithmetic',
    'abacus, number sense and methods',
    'speed drills and mental sums',
  ],
  ['Spoken English', 'grammar, vocabulary and pronunciation', 'conversation, speeches and debates'],
  ['Drama and Theatre', 'history of theatre, voice and body', 'improvisation, scenes and a play'],
  ['Mehndi Art', 'patterns, cones and design', 'Indian, Arabic and bridal designs'],
];

const ADVANCE_DIPLOMAS: CourseCardSeed[] = DISCIPLINES.flatMap(([discipline, theory, practical]) =>
  ADVANCE_DIPLOMA_GRADES.map((grade) =>
    card(
      `${discipline} - ${grade}`,
      S12,
      `Theory of ${theory} for the ${grade}.`,
      `Practical: ${practical} for the ${grade}, with the year-end examination.`,
    ),
  ),
);

const HEALTH_CARE = diplomas([
  [
    'Diploma in General Duty Assistant',
    'Human body basics, hygiene and patient care.',
    'Hospital practice, first aid and infection control.',
  ],
  [
    'Diploma in Patient Care Assistant',
    'Anatomy basics, patient hygiene and nutrition.',
    'Home care, elderly care and vital signs.',
  ],
  [
    'Diploma in Medical Laboratory Technology',
    'Anatomy, physiology and laboratory safety.',
    'Pathology, microbiology and blood banking.',
  ],
]);

const PROFESSIONAL = certificates([
  ['Tally Prime with GST and Payroll', 'Accounting, inventory, GST returns, TDS and payroll.'],
  ['Python Programming', 'Python, object-oriented programming, files and databases.'],
  ['Java Programming', 'Core Java, collections, JDBC and a project.'],
  ['Full Stack Web Development', 'HTML, CSS, JavaScript, a server language and databases.'],
  ['Digital Marketing', 'SEO, social media, online ads and analytics.'],
  ['Graphic Design', 'CorelDRAW, Photoshop, Illustrator and a portfolio.'],
  ['Hardware and Networking', 'Computer repair, operating systems and networks.'],
  ['Cyber Security Basics', 'Threats, safe practices, firewalls and ethical hacking basics.'],
  ['Data Analytics with Excel', 'Advanced Excel, pivot tables, dashboards and reports.'],
  ['AutoCAD', '2D drawing, 3D modelling and plotting.'],
  ['Android App Development', 'Kotlin basics, layouts, activities and publishing an app.'],
  ['PHP and MySQL', 'Server-side pages, forms, sessions and databases.'],
  ['Video Editing', 'Editing, titles, colour, audio and export.'],
  ['Cloud Computing Fundamentals', 'Cloud services, storage, virtual machines and security.'],
]);

export const CATALOGUE_PAGES: readonly ContentPageSeed[] = [
  {
    slug: 'certificate',
    kind: 'catalogue',
    title: 'Short Certificate Courses',
    summary:
      'Short certificate courses in office software, accounting, typing, programming and design.',
    cards: SHORT_CERTIFICATES,
  },
  {
    slug: 'diploma',
    kind: 'catalogue',
    title: 'Diploma Courses',
    summary: 'Diploma courses in computers, trades, beauty and services.',
    cards: DIPLOMAS,
  },
  {
    slug: 'advance-diploma',
    kind: 'catalogue',
    title: 'Advance Diploma Courses',
    summary:
      'Advance diploma courses in computing, fine art, dance, music, yoga, cooking, journalism and more, graded from Junior 1st year to Teacher Training 9th year.',
    cards: ADVANCE_DIPLOMAS,
  },
  {
    slug: 'health-care',
    kind: 'catalogue',
    title: 'Health Care Courses',
    summary:
      'Health care diplomas: general duty assistant, patient care assistant and medical laboratory technology.',
    cards: HEALTH_CARE,
  },
  {
    slug: 'professional',
    kind: 'catalogue',
    title: 'Professional IT Courses',
    summary:
      'Job-oriented IT courses: accounting, programming, web, design, networking, data and cloud.',
    cards: PROFESSIONAL,
  },
];
