// Concurrent charges of one centre's wallet over real HTTP: used by wallet-concurrency.test.ts and
// scripts/bench-wallet.ts.
import type { AddressInfo } from 'node:net';
import { instituteDate } from '@institute/shared/accounts';
import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import type { FastifyInstance } from 'fastify';
import { multipart, pngImage, studentFields } from './multipart';

/** True when the last digit of `digits` is its Verhoeff check digit (packages/shared/src/aadhaar.ts,
 * itself checked against published test vectors). */
export const verhoeffValid = (digits: string) =>
  verhoeffCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/**
 * The n-th of a series of distinct Aadhaar numbers (12 digits, first 2-9, Verhoeff check digit).
 */
export function aadhaar(n: number, series = 5): string {
  const body = `${series}${String(n).padStart(10, '0')}`;
  if (body.length !== 11 || series < 2 || series > 9) throw new Error('aadhaar: out of range');
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** Starts the app on a free port of 127.0.0.1; answers its base URL and every status it answers. */
export async function listen(app: FastifyInstance) {
  const statuses: number[] = [];
  // Seen by the HTTP server itself, so every answer counts, whoever sent the request.
  app.server.on('request', (_request, response) =>
    response.on('finish', () => statuses.push(response.statusCode)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, statuses };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, body: { text } };
  }
}

export async function setCourseFees(
  app: FastifyInstance,
  head: Record<string, string>,
  code: string,
  fees: { registrationFeePaise: number; certificateFeePaise: number; courseFeePaise?: number },
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/dashboard/accounts/course-fees/${code}`,
    headers: head,
    payload: { courseFeePaise: 0, ...fees },
  });
  if (response.statusCode !== 200) throw new Error(`course fees: ${response.body}`);
}

/** Funds a centre's wallet the way a centre does: Add Fund with a receipt, head office confirms. */
export async function fundWallet(
  app: FastifyInstance,
  staff: Record<string, string>,
  head: Record<string, string>,
  rupees: number,
) {
  const body = multipart(
    { mode: 'bank', reference: 'UTR123456', paidOn: instituteDate(), amount: String(rupees) },
    { receipt: { data: await pngImage(40, 40), filename: 'receipt.png', type: 'image/png' } },
  );
  const added = await app.inject({
    method: 'POST',
    url: '/api/dashboard/accounts/funds',
    payload: body.payload,
    headers: { ...staff, ...body.headers },
  });
  if (added.statusCode !== 201) throw new Error(`Add Fund: ${added.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/dashboard/accounts/funds/${added.json().id}/confirm`,
    headers: head,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
}

/** The fields of the i-th of many distinct new students. */
export function manyStudentFields(i: number, overrides: Record<string, string> = {}) {
  return studentFields({
    firstname: `Load${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    email: `load.${i}@example.com`,
    contactno: `98${String(i).padStart(8, '0')}`,
    adhar: aadhaar(i),
    ...overrides,
  });
}

/** `count` Add Student requests at once over HTTP, each with a photo; answers them in order. */
export async function addStudentsAtOnce(
  baseUrl: string,
  staff: Record<string, string>,
  count: number,
  overrides: Record<string, string> = {},
): Promise<Answer[]> {
  const photo = await pngImage(64, 64);
  const bodies = Array.from({ length: count }, (_, i) =>
    multipart(manyStudentFields(i, overrides), {
      photo: { data: photo, filename: `photo-${i}.png`, type: 'image/png' },
    }),
  );
  return Promise.all(
    bodies.map(async (body) =>
      answer(
        await fetch(`${baseUrl}/api/dashboard/AddStudent`, {
          method: 'POST',
          headers: { ...staff, ...body.headers },
          body: body.payload,
        }),
      ),
    ),
  );
}

/** One certificate request per registration number, all at once over HTTP. */
export async function requestCertificatesAtOnce(
  baseUrl: string,
  staff: Record<string, string>,
  registrationNumbers: string[],
): Promise<Answer[]> {
  return Promise.all(
    registrationNumbers.map(async (registrationNumber) =>
      answer(
        await fetch(`${baseUrl}/api/dashboard/certificates/requests`, {
          method: 'POST',
          headers: { ...staff, 'content-type': 'application/json' },
          body: JSON.stringify({ registrationNumber }),
        }),
      ),
    ),
  );
}

/** How many answers had each status, e.g. { 201: 10, 409: 40 }. */
export const countStatuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
