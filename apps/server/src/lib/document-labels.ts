import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@institute/shared/document-language';
import { hindiName, optionLabelIn } from '@institute/shared/hindi-names';
import { z } from 'zod';

// The fixed wording of the printed documents (certificates, marksheets, admit cards, fee
// receipts) in Hindi, for the bilingual layout: each English label keeps its exact words and
// gains its Hindi beside it ("Registration No. / पंजीकरण संख्या") or under it (titles).
// English only stays the default, the layout the specification describes. The Hindi is the
// web's for the same printed words (apps/web/src/i18n/messages/hi/dashboard/exams.json and
// accounts.json: the print pages' "Both" labels), so screen and PDF say the same.

export { DOCUMENT_LANGUAGES, type DocumentLanguage };

/**
 * `?lang=bilingual` on a document's address prints its labels in English and Hindi, `?lang=en` in
 * English only, `?lang=hi` in Hindi only; without it the document follows head office's default (decision 0035:
 * `request.server.documentLanguage`).
 */
export const documentLanguageQuery = z.object({
  lang: z
    .enum(DOCUMENT_LANGUAGES, { error: "Language must be 'en', 'hi' or 'bilingual'." })
    .optional(),
});

const HINDI = {
  // Certificate
  'CERTIFICATE OF COMPLETION': 'पूर्णता प्रमाणपत्र',
  'This is to certify that': 'प्रमाणित किया जाता है कि',
  'son / daughter of': 'पुत्र/पुत्री',
  'has successfully completed the course': 'ने सफलतापूर्वक पाठ्यक्रम पूर्ण किया है',
  Period: 'अवधि',
  Grade: 'ग्रेड',
  Percentage: 'प्रतिशत',
  Centre: 'केंद्र',
  'Certificate No.': 'प्रमाणपत्र संख्या',
  'Verification code': 'सत्यापन कोड',
  'Registration No.': 'पंजीकरण संख्या',
  'Date of issue': 'जारी करने की तिथि',
  'Controller of Examinations': 'परीक्षा नियंत्रक',
  'Scan to verify': 'सत्यापन हेतु स्कैन करें',
  // Marksheet and admit card
  'STATEMENT OF MARKS': 'अंक विवरण',
  'Student name': 'छात्र का नाम',
  'Registration number': 'पंजीकरण संख्या',
  "Father's name": 'पिता का नाम',
  Course: 'कोर्स',
  'Course option': 'कोर्स विकल्प',
  'Exam date': 'परीक्षा तिथि',
  Subject: 'विषय',
  'Maximum marks': 'अधिकतम अंक',
  'Marks obtained': 'प्राप्त अंक',
  Total: 'कुल',
  Result: 'परिणाम',
  Pass: 'उत्तीर्ण',
  Fail: 'अनुत्तीर्ण',
  Absent: 'अनुपस्थित',
  'ADMIT CARD': 'प्रवेश पत्र',
  'Candidate name': 'परीक्षार्थी का नाम',
  'Date of birth': 'जन्म तिथि',
  'Exam date and time': 'परीक्षा की तिथि और समय',
  Venue: 'परीक्षा स्थल',
  Instructions: 'निर्देश',
  'Paste photo': 'फ़ोटो चिपकाएँ',
  "Candidate's signature": 'परीक्षार्थी के हस्ताक्षर',
  'Centre in-charge': 'केंद्र प्रभारी',
  'Bring this admit card and a photo identity card (Aadhaar) to the examination.':
    'परीक्षा में यह प्रवेश पत्र और एक फ़ोटो पहचान पत्र (आधार) साथ लाएँ।',
  'Be at the venue 30 minutes before the examination starts.':
    'परीक्षा शुरू होने से 30 मिनट पहले परीक्षा स्थल पर पहुँचें।',
  'Mobile phones, calculators and written material are not allowed in the examination hall.':
    'परीक्षा कक्ष में मोबाइल फ़ोन, कैलकुलेटर और लिखित सामग्री लाने की अनुमति नहीं है।',
  'Sign the attendance sheet; a candidate without this card will not be allowed to sit.':
    'उपस्थिति पत्रक पर हस्ताक्षर करें; इस प्रवेश पत्र के बिना किसी परीक्षार्थी को परीक्षा में बैठने नहीं दिया जाएगा।',
  // Fee receipt
  'FEE RECEIPT': 'शुल्क रसीद',
  'Receipt No.': 'रसीद संख्या',
  Phone: 'फ़ोन',
  'Centre code': 'केंद्र कोड',
  Date: 'तारीख',
  Student: 'छात्र',
  'Payment mode': 'भुगतान का तरीका',
  Reference: 'संदर्भ',
  Amount: 'राशि',
  'Amount in words': 'राशि शब्दों में',
  'Balance due after this payment': 'इस भुगतान के बाद शेष देय राशि',
  'This payment was reversed and is no longer valid.':
    'यह भुगतान वापस किया जा चुका है और अब मान्य नहीं है।',
  'Received by': 'प्राप्तकर्ता',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'This is a computer-generated receipt.': 'यह कंप्यूटर द्वारा बनाई गई रसीद है।',
  Cash: 'नकद',
  UPI: 'UPI',
  Card: 'कार्ड',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  Cheque: 'चेक',
  'Cheque No.': 'चेक संख्या',
  Bank: 'बैंक',
  // GST on the fee receipt (decision 0088)
  'Tax invoice No.': 'कर बीजक संख्या',
  GSTIN: 'जीएसटीआईएन',
  'Taxable value': 'कर योग्य मूल्य',
  'GST included': 'सम्मिलित जीएसटी',
  // Timetable (decision 0066)
  TIMETABLE: 'समय-सारणी',
  'Batches running on': 'इस दिन चल रहे बैच',
  Room: 'कमरा',
  Teacher: 'शिक्षक',
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
  'No batch meets on this day.': 'इस दिन कोई बैच नहीं है।',
  // Attendance register (decision 0070)
  'ATTENDANCE REGISTER': 'उपस्थिति रजिस्टर',
  Batch: 'बैच',
  Month: 'महीना',
  Present: 'उपस्थित',
  Late: 'देर से',
  'On leave': 'छुट्टी पर',
  'Attendance (present or late, of marked days)': 'उपस्थिति (उपस्थित या देर से, दर्ज दिनों में से)',
  'Holidays (shaded)': 'अवकाश (छायांकित)',
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
  // Student identity card (decision 0081)
  'STUDENT IDENTITY CARD': 'छात्र पहचान पत्र',
  'Valid until': 'वैध तिथि',
  'Identity cards': 'पहचान पत्र',
} as const;

export type DocumentLabel = keyof typeof HINDI;

/** Every label's Hindi, for tests and for texts drawn on a line of their own. */
export const HINDI_LABELS: Readonly<Record<DocumentLabel, string>> = HINDI;

/** Whether a text is one of the labels (the payment modes and instructions come from shared). */
export const isDocumentLabel = (text: string): text is DocumentLabel =>
  Object.prototype.hasOwnProperty.call(HINDI, text);

/**
 * A label in the document's language: "Registration No.", "पंजीकरण संख्या" or
 * "Registration No. / पंजीकरण संख्या".
 */
export function label(english: DocumentLabel, lang: DocumentLanguage): string {
  if (lang === 'hi') return HINDI[english];
  return lang === 'bilingual' ? `${english} / ${HINDI[english]}` : english;
}

/** A title or sentence printed on a line of its own: in Hindi on a Hindi document. */
export function mainLine(english: DocumentLabel, lang: DocumentLanguage): string {
  return lang === 'hi' ? HINDI[english] : english;
}

/**
 * A shipped name (course, option, subject; packages/shared/src/hindi-names.ts) as the document
 * prints it: in Hindi on a Hindi document, both on a bilingual one ("Theory / सिद्धांत"); a name
 * head office typed itself stays as typed.
 */
export function nameOnDocument(english: string, lang: DocumentLanguage): string {
  const hindi = hindiName(english);
  if (!hindi || lang === 'en') return english;
  return lang === 'hi' ? hindi : `${english} / ${hindi}`;
}

/** A course option's label ('NAME(CODE)') as the document prints it (see nameOnDocument). */
export function optionOnDocument(optionLabel: string, lang: DocumentLanguage): string {
  if (lang === 'en') return optionLabel;
  const hindi = optionLabelIn('hi', optionLabel);
  if (hindi === optionLabel) return optionLabel;
  return lang === 'hi' ? hindi : `${optionLabel} / ${hindi}`;
}

/** The Hindi line printed under a title or a sentence in the bilingual layout, or null. */
export function hindiLine(english: DocumentLabel, lang: DocumentLanguage): string | null {
  return lang === 'bilingual' ? HINDI[english] : null;
}
