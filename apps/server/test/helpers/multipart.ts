import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import sharp from 'sharp';

/** A multipart/form-data body built by hand, for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----institute${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG image of the given size, with some detail so it does not compress to nothing. */
export function pngImage(width = 64, height = 64): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A small but valid PDF document. */
export function pdfDocument(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body);
}

let aadhaarSeries = 0;

/**
 * A valid Aadhaar number not given before in this test file (a person is enrolled once per course,
 * so each new student of the tests is a new person unless a test says otherwise).
 */
export function freshAadhaar(): string {
  aadhaarSeries += 1;
  const body = `7${String(aadhaarSeries).padStart(10, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** The fields of a valid new student (every field Add Student requires), a new person each time. */
export function studentFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstname: 'Sunita',
    lastname: 'Yadav',
    dob: '2002-08-19',
    email: 'sunita.yadav@example.com',
    state: 'Uttar Pradesh',
    district: 'Varanasi',
    course: '8',
    courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    mothername: 'Kamla Devi',
    fathername: 'Ram Yadav',
    qualification: '12th Pass',
    contactno: '9876501234',
    guardiancontact: '+91 98765 01235',
    adhar: freshAadhaar(),
    gender: 'Female',
    category: 'OBC',
    religion: 'Hindu',
    maritalstatus: 'Single',
    address: 'Lanka, Varanasi',
    presentaddress: 'Lanka, Varanasi',
    ...overrides,
  };
}
