import type { UiLocale } from './i18n';

/**
 * The Hindi of the names the product ships as data (issue 34, decision 0073): the option lists
 * of the student forms (GENDERS, CATEGORIES, MARITAL_STATUSES, STATES), the course catalogue's
 * courses and options (COURSES), and the subjects courses start with. Pages, receipts, marksheets
 * and certificates in Hindi show these; a name head office typed or edited itself (not listed
 * here) shows as it was typed. Software names and abbreviations (MS Excel, Tally Prime, GST,
 * OBC) stay as people write them.
 */
export const HINDI_NAMES: Readonly<Record<string, string>> = {
  // Gender, category, marital status
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  General: 'सामान्य',
  OBC: 'अन्य पिछड़ा वर्ग (OBC)',
  SC: 'अनुसूचित जाति (SC)',
  ST: 'अनुसूचित जनजाति (ST)',
  EWS: 'आर्थिक रूप से कमज़ोर वर्ग (EWS)',
  Single: 'अविवाहित',
  Married: 'विवाहित',
  Divorced: 'तलाकशुदा',
  Widowed: 'विधवा/विधुर',
  // States
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Delhi: 'दिल्ली',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  // Courses
  '1-Month Certificate Course': '1 महीने का सर्टिफ़िकेट कोर्स',
  '3-Months Certificate Course': '3 महीने का सर्टिफ़िकेट कोर्स',
  '6-Months Certificate Course': '6 महीने का सर्टिफ़िकेट कोर्स',
  '1-Year Diploma Course': '1 वर्ष का डिप्लोमा कोर्स',
  '1-Year Advance Diploma Course': '1 वर्ष का एडवांस डिप्लोमा कोर्स',
  '2-Years Diploma Course': '2 वर्ष का डिप्लोमा कोर्स',
  '1-Year Health Care Course': '1 वर्ष का स्वास्थ्य सेवा कोर्स',
  '2-Year Health Care Course': '2 वर्ष का स्वास्थ्य सेवा कोर्स',
  // Course options
  'CERTIFICATE IN FUNDAMENTAL': 'कंप्यूटर फ़ंडामेंटल में सर्टिफ़िकेट',
  'CERTIFICATE IN MS WORD': 'MS Word में सर्टिफ़िकेट',
  'CERTIFICATE IN MS EXCEL': 'MS Excel में सर्टिफ़िकेट',
  'CERTIFICATE IN MS POWER POINT': 'MS Power Point में सर्टिफ़िकेट',
  'CERTIFICATE IN MS OFFICE': 'MS Office में सर्टिफ़िकेट',
  'CERTIFICATE IN TALLY PRIME WITH GST': 'GST सहित Tally Prime में सर्टिफ़िकेट',
  'CERTIFICATE IN DESKTOP PUBLISHING': 'डेस्कटॉप पब्लिशिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN INTERNET AND EMAIL': 'इंटरनेट और ईमेल में सर्टिफ़िकेट',
  'CERTIFICATE IN ENGLISH TYPING': 'अंग्रेज़ी टाइपिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN HINDI TYPING': 'हिंदी टाइपिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN DATA ENTRY OPERATOR': 'डेटा एंट्री ऑपरेटर सर्टिफ़िकेट',
  'CERTIFICATE IN WEB DESIGNING': 'वेब डिज़ाइनिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN C PROGRAMMING': 'C प्रोग्रामिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN C++ PROGRAMMING': 'C++ प्रोग्रामिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN PYTHON BASICS': 'Python की बुनियादी बातों में सर्टिफ़िकेट',
  'CERTIFICATE IN CORELDRAW': 'CorelDRAW में सर्टिफ़िकेट',
  'CERTIFICATE IN ADOBE PHOTOSHOP': 'Adobe Photoshop में सर्टिफ़िकेट',
  'CERTIFICATE IN PAGEMAKER': 'PageMaker में सर्टिफ़िकेट',
  'CERTIFICATE IN COMPUTER HARDWARE BASICS': 'कंप्यूटर हार्डवेयर की बुनियादी बातों में सर्टिफ़िकेट',
  'CERTIFICATE IN ADVANCED EXCEL': 'एडवांस्ड Excel में सर्टिफ़िकेट',
  'CERTIFICATE IN COMPUTERISED ACCOUNTING': 'कंप्यूटरीकृत लेखांकन में सर्टिफ़िकेट',
  'CERTIFICATE IN OFFICE AUTOMATION': 'ऑफ़िस ऑटोमेशन में सर्टिफ़िकेट',
  'CERTIFICATE IN HTML AND CSS': 'HTML और CSS में सर्टिफ़िकेट',
  'CERTIFICATE IN JAVA FUNDAMENTALS': 'Java के मूल सिद्धांतों में सर्टिफ़िकेट',
  'CERTIFICATE IN MS ACCESS': 'MS Access में सर्टिफ़िकेट',
  'CERTIFICATE IN DIGITAL MARKETING BASICS': 'डिजिटल मार्केटिंग की बुनियादी बातों में सर्टिफ़िकेट',
  'CERTIFICATE IN COMPUTER NETWORKING BASICS': 'कंप्यूटर नेटवर्किंग की बुनियादी बातों में सर्टिफ़िकेट',
  'CERTIFICATE IN ADOBE ILLUSTRATOR': 'Adobe Illustrator में सर्टिफ़िकेट',
  'CERTIFICATE IN VIDEO EDITING': 'वीडियो एडिटिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN BASIC GRAPHIC DESIGN': 'बेसिक ग्राफ़िक डिज़ाइन में सर्टिफ़िकेट',
  'Advanced Level Graphic Design': 'एडवांस्ड लेवल ग्राफ़िक डिज़ाइन',
  'CERTIFICATE IN COMPUTER APPLICATION': 'कंप्यूटर एप्लिकेशन में सर्टिफ़िकेट',
  'CERTIFICATE IN FINANCIAL ACCOUNTING': 'वित्तीय लेखांकन में सर्टिफ़िकेट',
  'CERTIFICATE IN DTP AND PRINTING TECHNOLOGY': 'DTP और प्रिंटिंग टेक्नोलॉजी में सर्टिफ़िकेट',
  'CERTIFICATE IN WEB DESIGNING AND DEVELOPMENT': 'वेब डिज़ाइनिंग और डेवलपमेंट में सर्टिफ़िकेट',
  'CERTIFICATE IN GRAPHIC DESIGNING': 'ग्राफ़िक डिज़ाइनिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN COMPUTER HARDWARE AND NETWORKING': 'कंप्यूटर हार्डवेयर और नेटवर्किंग में सर्टिफ़िकेट',
  'CERTIFICATE IN PROGRAMMING IN C AND C++': 'C और C++ प्रोग्रामिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN PYTHON PROGRAMMING': 'Python प्रोग्रामिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN JAVA PROGRAMMING': 'Java प्रोग्रामिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN OFFICE MANAGEMENT': 'कार्यालय प्रबंधन में सर्टिफ़िकेट',
  'CERTIFICATE IN ENGLISH AND HINDI TYPING': 'अंग्रेज़ी और हिंदी टाइपिंग में सर्टिफ़िकेट',
  'CERTIFICATE IN ADVANCED TALLY PRIME WITH GST AND PAYROLL':
    'GST और पेरोल सहित एडवांस्ड Tally Prime में सर्टिफ़िकेट',
  'CERTIFICATE IN DIGITAL MARKETING': 'डिजिटल मार्केटिंग में सर्टिफ़िकेट',
  'ADVANCE DIPLOMA IN COMPUTER APPLICATION': 'कंप्यूटर एप्लिकेशन में एडवांस डिप्लोमा',
  'ADVANCE DIPLOMA IN FINANCIAL ACCOUNTING': 'वित्तीय लेखांकन में एडवांस डिप्लोमा',
  'DIPLOMA IN COMPUTER SCIENCE AND APPLICATION': 'कंप्यूटर साइंस और एप्लिकेशन में डिप्लोमा',
  'DIPLOMA IN INFORMATION TECHNOLOGY': 'सूचना प्रौद्योगिकी में डिप्लोमा',
  'DIPLOMA IN SOFTWARE DEVELOPMENT': 'सॉफ़्टवेयर डेवलपमेंट में डिप्लोमा',
  'DIPLOMA IN COMPUTER HARDWARE AND NETWORKING': 'कंप्यूटर हार्डवेयर और नेटवर्किंग में डिप्लोमा',
  'DIPLOMA IN MULTIMEDIA AND ANIMATION': 'मल्टीमीडिया और एनिमेशन में डिप्लोमा',
  'DIPLOMA IN WEB DESIGNING AND DEVELOPMENT': 'वेब डिज़ाइनिंग और डेवलपमेंट में डिप्लोमा',
  'DIPLOMA IN COMPUTERISED ACCOUNTING AND TAXATION': 'कंप्यूटरीकृत लेखांकन और कराधान में डिप्लोमा',
  'DIPLOMA IN OFFICE MANAGEMENT AND SECRETARIAL PRACTICE':
    'कार्यालय प्रबंधन और सचिवीय अभ्यास में डिप्लोमा',
  'DIPLOMA IN GENERAL DUTY ASSISTANT': 'जनरल ड्यूटी असिस्टेंट डिप्लोमा',
  'DIPLOMA IN PATIENT CARE ASSISTANT': 'पेशेंट केयर असिस्टेंट डिप्लोमा',
  'DIPLOMA IN MEDICAL LABORATORY TECHNOLOGY': 'मेडिकल लैबोरेटरी टेक्नोलॉजी में डिप्लोमा',
  'DIPLOMA IN OPERATION THEATRE TECHNOLOGY': 'ऑपरेशन थिएटर टेक्नोलॉजी में डिप्लोमा',
  // The marketing tools the product ships (their descriptions, marketing-tools.seed-content.ts)
  'Diploma in Computer Application Course': 'कंप्यूटर एप्लिकेशन में डिप्लोमा (DCA) कोर्स',
  'Advance Diploma in Computer Application Course': 'कंप्यूटर एप्लिकेशन में एडवांस डिप्लोमा (ADCA) कोर्स',
  'Diploma in Beautician Course': 'ब्यूटीशियन डिप्लोमा कोर्स',
  'Diploma in Yoga and Wellness Course': 'योग और वेलनेस डिप्लोमा कोर्स',
  'Admission open banner for your centre (1200 x 628 pixels, PNG)':
    'आपके केंद्र के लिए “प्रवेश खुले हैं” बैनर (1200 × 628 पिक्सेल, PNG)',
  // The subjects courses start with (offline exams, marksheets)
  Theory: 'सिद्धांत',
  Practical: 'प्रायोगिक',
  'Project / Viva': 'प्रोजेक्ट / मौखिक परीक्षा',
  'Theory Paper I': 'सिद्धांत प्रश्नपत्र I',
  'Theory Paper II': 'सिद्धांत प्रश्नपत्र II',
  Fundamental: 'फ़ंडामेंटल',
};

/** The Hindi of a shipped name, or undefined (a name head office typed itself). */
export const hindiName = (english: string): string | undefined => HINDI_NAMES[english.trim()];

/** A shipped name in the language: its Hindi in Hindi where it has one, else as it is. */
export const nameIn = (locale: UiLocale | string, english: string): string =>
  (locale === 'hi' ? hindiName(english) : undefined) ?? english;

/**
 * A course option's label ('CERTIFICATE IN MS EXCEL(RV01003)') in the language: its name in
 * Hindi, the code as it is.
 */
export function optionLabelIn(locale: UiLocale | string, label: string): string {
  if (locale !== 'hi') return label;
  const parts = /^(.*)\(([^()]+)\)$/.exec(label);
  if (!parts) return nameIn(locale, label);
  const hindi = hindiName(parts[1]!);
  return hindi ? `${hindi} (${parts[2]})` : label;
}
