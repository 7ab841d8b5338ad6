// Documents in Hindi (issue 34, decision 0073): every document in English, Hindi (`?lang=hi`) or
// both; the Hindi one reads Hindi throughout (amount in Hindi words, course and subject names in
// Hindi), as poppler reads it back (pdftotext, through the ActualText spans).
import { execFileSync } from 'node:child_process';
import type { Certificate } from '@institute/shared/certificates';
import { describe, expect, it } from 'vitest';
import { latinWords } from '../../../tools/hindi-words';
import { receiptPdf } from '../src/modules/accounts/receipt.pdf';
import { renderCertificatePdf } from '../src/modules/certificates/certificates.pdf';
import { marksheetPdf } from '../src/modules/offline-exams/offline-exams.pdf';
import { marksheet, receipt } from './helpers/document-fixtures';

const text = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

/** Names typed by the centre, which stay as typed, and the fixtures' codes. */
const NAMES = [
  'Asha Kumari',
  'Ram Kishore Prasad',
  'Sunita Verma',
  'Patna Main Centre',
  'Near Gandhi Maidan, Exhibition Road, Patna, Bihar',
  'RV Institute of Computer & Vocational Training',
  'UTR',
  'PAT',
];

const hindiReceipt = {
  ...receipt,
  amountPaise: 150_000,
  amountInWords: 'Rupees One Thousand Five Hundred only',
  student: { ...receipt.student, courseName: '3-Months Certificate Course' },
};

describe('fee receipt', () => {
  it('in Hindi: Hindi labels, the amount in Hindi words, the course in Hindi', async () => {
    const read = text(await receiptPdf(hindiReceipt, 'hi'));
    expect(read).toContain('शुल्क रसीद');
    expect(read).toContain('राशि शब्दों में');
    expect(read).toContain('एक हज़ार पाँच सौ रुपये मात्र');
    expect(read).toContain('3 महीने का सर्टिफ़िकेट कोर्स');
    expect(read).not.toContain('Rupees');
    expect(read).not.toContain('FEE RECEIPT');
    expect(latinWords(read, NAMES)).toEqual([]);
  });

  it('bilingual: the amount in English and in Hindi words, the course in both', async () => {
    const read = text(await receiptPdf(hindiReceipt, 'bilingual'));
    expect(read).toContain('Rupees One Thousand Five Hundred only');
    expect(read).toContain('एक हज़ार पाँच सौ रुपये मात्र');
    expect(read).toContain('3-Months Certificate Course / 3 महीने का सर्टिफ़िकेट कोर्स');
  });

  it('in English: English only, as before', async () => {
    const read = text(await receiptPdf(hindiReceipt, 'en'));
    expect(read).toContain('Rupees One Thousand Five Hundred only');
    expect(read).toContain('3-Months Certificate Course');
    expect(read).not.toMatch(/[\u0900-\u097F]/);
  });
});

const hindiSheet = {
  ...marksheet,
  session: { ...marksheet.session, courseName: '1-Year Diploma Course', title: 'वार्षिक परीक्षा' },
  student: {
    ...marksheet.student,
    courseOption: 'ADVANCE DIPLOMA IN COMPUTER APPLICATION(RV12001)',
  },
  lines: [
    { subject: 'Theory', maxMarks: 40, marks: 31, absent: false },
    { subject: 'Practical', maxMarks: 40, marks: 35, absent: false },
    { subject: 'Project / Viva', maxMarks: 20, marks: null, absent: true },
  ],
};

describe('marksheet', () => {
  it('in Hindi: Hindi labels, course, option and subject names', async () => {
    const read = text(await marksheetPdf(hindiSheet, 'hi'));
    expect(read).toContain('अंक विवरण');
    expect(read).toContain('1 वर्ष का डिप्लोमा कोर्स');
    expect(read).toContain('कंप्यूटर एप्लिकेशन में एडवांस डिप्लोमा (RV12001)');
    for (const subject of ['सिद्धांत', 'प्रायोगिक', 'प्रोजेक्ट / मौखिक परीक्षा', 'अनुपस्थित']) {
      expect(read).toContain(subject);
    }
    expect(read).toContain('परीक्षा नियंत्रक');
    // The grade is a letter, in every language.
    expect(latinWords(read, [...NAMES, 'B'])).toEqual([]);
  });

  it('bilingual: subject names in English and Hindi; English: as before', async () => {
    const both = text(await marksheetPdf(hindiSheet, 'bilingual'));
    expect(both).toContain('Theory / सिद्धांत');
    expect(both).toContain('STATEMENT OF MARKS');
    const english = text(await marksheetPdf(marksheet, 'en'));
    expect(english).toContain('Fundamentals of Computers');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });
});

const certificate: Certificate = {
  id: 1,
  number: 'RV/2026/000123',
  status: 'valid',
  requestStatus: 'approved',
  registrationNumber: 'RV26-0001',
  studentName: 'Asha Kumari',
  fatherName: 'Ram Kishore Prasad',
  courseName: '3-Months Certificate Course',
  courseOption: 'CERTIFICATE IN HINDI TYPING(RV03006)',
  periodFrom: '2025-01-01',
  periodTo: '2025-03-31',
  grade: 'A',
  percentage: '85.00%',
  issueDate: '2026-01-15',
  institute: 'RV Institute of Computer & Vocational Training',
  centreName: 'Patna Main Centre',
  revokedReason: null,
  replacedByNumber: null,
  verificationCode: 'ABCDE-12345',
  verifyPath: '/verify/RV',
};

describe('certificate', () => {
  it('in Hindi: the title, the wording and the course in Hindi', async () => {
    const read = text(await renderCertificatePdf(certificate, 'https://example.com/v', null, 'hi'));
    expect(read).toContain('पूर्णता प्रमाणपत्र');
    expect(read).toContain('प्रमाणित किया जाता है कि');
    expect(read).toContain('हिंदी टाइपिंग में सर्टिफ़िकेट (RV03006)');
    expect(read).toContain('3 महीने का सर्टिफ़िकेट कोर्स');
    expect(read).not.toContain('CERTIFICATE OF COMPLETION');
    // The institute's name is printed in capitals, as in English.
    expect(latinWords(read, [...NAMES, certificate.institute.toUpperCase(), 'A'])).toEqual([]);
  });

  it('bilingual and English keep the English title', async () => {
    const both = text(
      await renderCertificatePdf(certificate, 'https://example.com/v', null, 'bilingual'),
    );
    expect(both).toContain('CERTIFICATE OF COMPLETION');
    expect(both).toContain('पूर्णता प्रमाणपत्र');
    const english = text(await renderCertificatePdf(certificate, 'https://example.com/v'));
    expect(english).toContain('CERTIFICATE IN HINDI TYPING(RV03006)');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
  });
});
