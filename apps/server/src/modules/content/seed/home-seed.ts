import type { FeatureIcon } from '@institute/shared/content/constants';

/**
 * The first content of the home page, stored in the database on an empty database; staff edit
 * the stored rows afterwards. Banner images are the project's own SVG files under /images.
 */

export interface BannerSeed {
  image: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
}

const BANNER_SIZE = { width: 1600, height: 600 };

export const BANNERS: readonly BannerSeed[] = [
  {
    image: '/images/banners/banner-1.svg',
    ...BANNER_SIZE,
    alt: 'A desktop computer with a spreadsheet and charts on its screen',
    title: 'Computer courses for every career',
    text: 'From computer fundamentals to programming, at a centre near you.',
  },
  {
    image: '/images/banners/banner-2.svg',
    ...BANNER_SIZE,
    alt: 'An accounts ledger beside a calculator and a bar chart',
    title: 'Accounting with Tally Prime and GST',
    text: 'Keep the books of a real business, with practice on every lesson.',
  },
  {
    image: '/images/banners/banner-3.svg',
    ...BANNER_SIZE,
    alt: 'A code editor window with angle brackets and a coffee cup',
    title: 'Learn to program',
    text: 'C, C++, Python, Java and web development with hands-on projects.',
  },
  {
    image: '/images/banners/banner-4.svg',
    ...BANNER_SIZE,
    alt: 'A stack of books next to an open book and a desk lamp',
    title: 'Books and library',
    text: 'Printed study material and a library at every centre.',
  },
  {
    image: '/images/banners/banner-5.svg',
    ...BANNER_SIZE,
    alt: 'A teacher at a whiteboard in front of three students',
    title: 'Experienced teachers',
    text: 'Small batches and teachers who know every student by name.',
  },
  {
    image: '/images/banners/banner-6.svg',
    ...BANNER_SIZE,
    alt: 'A certificate with a ribbon seal and a graduation cap',
    title: 'Certificates that count',
    text: 'Every certificate can be verified online by any employer.',
  },
];

export interface NoticeSeed {
  textEn: string;
  textHi: string;
}

/** The scrolling notice: the Hindi notice about the small hydro-power project, then filler text. */
export const NOTICES: readonly NoticeSeed[] = [
  {
    textEn: '',
    textHi:
      'सूचना: लघु जल विद्युत परियोजना (स्मॉल हाइड्रो पावर प्रोजेक्ट) प्रशिक्षण कार्यक्रम को सफलतापूर्वक पूरा करने वाले सभी प्रशिक्षुओं के प्रमाण पत्र तैयार हो गए हैं। प्रशिक्षु अपनी पंजीकरण संख्या और कोई एक पहचान पत्र दिखाकर अपने प्रशिक्षण केंद्र से कार्यालय समय में प्रमाण पत्र प्राप्त कर सकते हैं। प्रमाण पत्र की जाँच ऑनलाइन भी की जा सकती है। अधिक जानकारी के लिए अपने केंद्र कार्यालय से संपर्क करें।',
  },
  {
    textHi: '',
    textEn:
      'New batches start every month at all our centres. Admissions are open for certificate, diploma and advance diploma courses.',
  },
];

export interface FeatureSeed {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const FEATURE_CARDS: readonly FeatureSeed[] = [
  {
    icon: 'courses',
    title: 'Courses',
    description:
      'Office software (MS Word, Excel, PowerPoint), accounting software (Tally Prime with GST), programming (C, C++, Python) and Java.',
  },
  {
    icon: 'books',
    title: 'Books and Library',
    description:
      'Printed books for every course and a library at each centre, open to all our students.',
  },
  {
    icon: 'teachers',
    title: 'Teachers',
    description: 'Qualified, experienced teachers who teach in small batches with daily practice.',
  },
  {
    icon: 'certificate',
    title: 'Certification',
    description:
      'A certificate for every course completed, with a number anyone can verify online.',
  },
];

export interface PlanSeed {
  months: number;
  label: string;
  features: readonly string[];
  path: string;
}

/** The six duration plans of section 9, with the duration pages they lead to. */
export const PLANS: readonly PlanSeed[] = [
  {
    months: 1,
    label: '1 Month',
    path: '/one',
    features: ['Basic content access', 'Community support'],
  },
  {
    months: 3,
    label: '3 Months',
    path: '/three',
    features: ['Premium content', 'Q&A sessions', 'Exclusive webinars'],
  },
  {
    months: 6,
    label: '6 Months',
    path: '/six',
    features: ['All premium content', '1-on-1 mentoring', 'Project reviews'],
  },
  {
    months: 12,
    label: '12 Months',
    path: '/twelve',
    features: ['Full course access', 'All mentoring', 'Unlimited reviews'],
  },
  {
    months: 18,
    label: '18 Months',
    path: '/eighteen',
    features: ['Extended support', 'Priority content', 'Unlimited mentorship'],
  },
  {
    months: 24,
    label: '24 Months',
    path: '/twentyfour',
    features: ['Lifetime access', 'Priority Q&A', 'Exclusive content'],
  },
];
