import type { DocumentLanguage } from '@institute/shared/document-language';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { createPdf, drawQrCode, drawText, fittingSize, rgb, textWidth } from '../../lib/pdf';

// The certificate of authorisation (issue 38 point 3): an A4 landscape sheet like the course
// certificate's (certificates.pdf.ts), with the centre's code, its authorised courses, the
// period and a QR code that opens the centre's public verification page. `bilingual` prints
// every fixed label in English and Hindi, as the other documents do (decision 0033).

const WIDTH = 842;
const HEIGHT = 595;
const NAVY = rgb(0.09, 0.17, 0.37);
const GOLD = rgb(0.76, 0.58, 0.2);
const CREAM = rgb(0.996, 0.984, 0.953);
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.45);

const HINDI = {
  'CERTIFICATE OF AUTHORISATION': 'प्राधिकार प्रमाणपत्र',
  'This is to certify that the centre': 'प्रमाणित किया जाता है कि केंद्र',
  'is an authorised training centre of the institute, for the courses below':
    'संस्थान का अधिकृत प्रशिक्षण केंद्र है, नीचे दिए गए कोर्सों के लिए',
  'Centre code': 'केंद्र कोड',
  'Valid from': 'से मान्य',
  'Valid until': 'तक मान्य',
  'Authorised courses': 'अधिकृत कोर्स',
  'All courses of the institute': 'संस्थान के सभी कोर्स',
  'Scan to verify': 'सत्यापन हेतु स्कैन करें',
  Director: 'निदेशक',
  'Verify at': 'यहाँ सत्यापित करें',
} as const;
type Label = keyof typeof HINDI;

const formatDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};

export interface AffiliationCertificate {
  centreCode: string;
  centreName: string;
  address: string;
  district: string | null;
  state: string | null;
  validFrom: string | null;
  validUntil: string | null;
  allCourses: boolean;
  courses: { code: string; name: string }[];
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const fitted = fittingSize(font, text, size, WIDTH - 140, 8);
  const width = textWidth(font, text, fitted);
  drawText(page, text, { x: (WIDTH - width) / 2, y, size: fitted, font, color });
}

/** The PDF of a centre's certificate of authorisation; `verifyUrl` is what its QR code opens. */
export async function renderAffiliationPdf(
  centre: AffiliationCertificate,
  verifyUrl: string,
  lang: DocumentLanguage = 'en',
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(
    { title: `Certificate of authorisation ${centre.centreCode}`, subject: centre.centreName },
    ['devanagari', 'devanagariBold'],
  );
  const regular = fonts.devanagari!;
  const bold = fonts.devanagariBold!;
  const bilingual = lang === 'bilingual';
  const l = (english: Label) => (bilingual ? `${english} / ${HINDI[english]}` : english);
  const page = doc.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: CREAM });
  page.drawRectangle({
    x: 12,
    y: 12,
    width: WIDTH - 24,
    height: HEIGHT - 24,
    borderColor: NAVY,
    borderWidth: 10,
  });
  page.drawRectangle({
    x: 26,
    y: 26,
    width: WIDTH - 52,
    height: HEIGHT - 52,
    borderColor: GOLD,
    borderWidth: 2,
  });

  centred(page, 'CERTIFICATE OF AUTHORISATION', 510, bold, 28, GOLD);
  if (bilingual) centred(page, HINDI['CERTIFICATE OF AUTHORISATION'], 484, bold, 18, GOLD);
  centred(page, l('This is to certify that the centre'), 452, regular, 13, MUTED);
  centred(page, centre.centreName, 420, bold, 26, NAVY);
  const place = [centre.address, centre.district, centre.state].filter(Boolean).join(', ');
  centred(page, place, 396, regular, 12, MUTED);
  centred(page, `${l('Centre code')}: ${centre.centreCode}`, 370, bold, 16);
  centred(
    page,
    l('is an authorised training centre of the institute, for the courses below'),
    344,
    regular,
    13,
    MUTED,
  );

  // The courses: all, or up to three columns of names (the rest counted).
  drawText(page, `${l('Authorised courses')}:`, {
    x: 70,
    y: 312,
    size: 12,
    font: bold,
    color: INK,
  });
  if (centre.allCourses) {
    drawText(page, l('All courses of the institute'), {
      x: 70,
      y: 294,
      size: 12,
      font: regular,
      color: INK,
    });
  } else {
    const names = centre.courses.map((course) => `${course.code} – ${course.name}`);
    const perColumn = 6;
    const shown = names.slice(0, perColumn * 3);
    shown.forEach((name, index) => {
      const column = Math.floor(index / perColumn);
      const x = 70 + column * 235;
      const size = fittingSize(regular, name, 10.5, 225, 7);
      drawText(page, name, {
        x,
        y: 294 - (index % perColumn) * 16,
        size,
        font: regular,
        color: INK,
      });
    });
    if (names.length > shown.length) {
      drawText(page, `+ ${names.length - shown.length}`, {
        x: 70,
        y: 294 - perColumn * 16,
        size: 10.5,
        font: regular,
        color: MUTED,
      });
    }
  }

  const from = centre.validFrom ? formatDate(centre.validFrom) : '—';
  const until = centre.validUntil ? formatDate(centre.validUntil) : '—';
  drawText(page, `${l('Valid from')}: ${from}`, {
    x: 70,
    y: 160,
    size: 13,
    font: bold,
    color: NAVY,
  });
  drawText(page, `${l('Valid until')}: ${until}`, {
    x: 70,
    y: 140,
    size: 13,
    font: bold,
    color: NAVY,
  });
  const verifyText = `${l('Verify at')}: ${verifyUrl}`;
  drawText(page, verifyText, {
    x: 70,
    y: 100,
    size: fittingSize(regular, verifyText, 9, 480, 6),
    font: regular,
    color: MUTED,
  });

  page.drawLine({ start: { x: 470, y: 96 }, end: { x: 610, y: 96 }, thickness: 0.8, color: INK });
  const director = l('Director');
  drawText(page, director, {
    x: 540 - textWidth(regular, director, 10) / 2,
    y: 80,
    size: 10,
    font: regular,
    color: MUTED,
  });

  drawQrCode(page, verifyUrl, 680, 60, 100);
  const scan = l('Scan to verify');
  const scanSize = bilingual ? 7 : 8;
  drawText(page, scan, {
    x: 730 - textWidth(regular, scan, scanSize) / 2,
    y: 48,
    size: scanSize,
    font: regular,
    color: MUTED,
  });

  return doc.save({ useObjectStreams: false });
}
