// npm run bench:certificates — the certificate budgets of issue 6, through the real app:
// - one certificate PDF (GET .../certificates/:number/pdf, app.inject: server time): median;
// - a ZIP of 500 PDFs, streamed over HTTP from a listening server and read as it comes: total
//   time and the growth of the process's memory while it runs;
// - the public verification lookup with 100,000 certificates: median and p99.
// SQLite by default; TEST_DB=postgres with TEST_DATABASE_URL runs it on PostgreSQL.
import { formatCertificateNumber } from '@institute/shared/certificates';
import type { FastifyInstance } from 'fastify';
import { recordResult } from '../apps/server/src/modules/grading/results';
import { newVerificationCode } from '../apps/server/src/modules/certificates/verification-code';
import { createCentre, createStudent, signIn } from '../apps/server/test/helpers/factories';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';

const CERTIFICATES = 100_000;
const ZIP_SIZE = 500;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Issues one certificate through the API (request, approve, print) and answers its number. */
async function issueOne(app: FastifyInstance, headers: Record<string, string>) {
  const centreId = await createCentre(app);
  const student = await createStudent(app, { centreId, admissionDate: '2026-08-01' });
  await recordResult(app.db, {
    studentId: student.id,
    centreId,
    source: 'offline',
    sourceId: 1,
    title: 'Final examination',
    obtainedMarks: 82,
    maximumMarks: 100,
    examDate: '2026-10-20',
    recordedBy: null,
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/dashboard/certificates/requests',
    headers,
    payload: { registrationNumber: student.registrationNumber },
  });
  const id = created.json().id as number;
  // Head office may not approve its own request: approve as the system, then print via the API.
  await app.db
    .updateTable('certificate_requests')
    .set({ status: 'approved', decided_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  const printed = await app.inject({
    method: 'POST',
    url: `/api/dashboard/certificates/requests/${id}/print`,
    headers,
  });
  return { number: printed.json().certificateNumber as string, student, centreId };
}

/** 100,000 issued certificates (one request each), inserted in batches. */
async function seedCertificates(app: FastifyInstance, studentId: number, centreId: number) {
  const now = new Date().toISOString();
  const batch = 400;
  for (let start = 0; start < CERTIFICATES; start += batch) {
    const count = Math.min(batch, CERTIFICATES - start);
    const requests = await app.db
      .insertInto('certificate_requests')
      .values(
        Array.from({ length: count }, () => ({
          student_id: studentId,
          centre_id: centreId,
          kind: 'original' as const,
          status: 'delivered' as const,
          replaces_certificate_id: null,
          reason: null,
          requested_at: now,
          requested_by: null,
          decided_at: now,
          decided_by: null,
          rejection_reason: null,
          printed_at: now,
          printed_by: null,
          dispatched_at: null,
          dispatched_by: null,
          courier: null,
          tracking_number: null,
          delivered_at: null,
          delivered_by: null,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await app.db
      .insertInto('certificates')
      .values(
        requests.map((request, index) => ({
          number: formatCertificateNumber(2025, start + index + 1),
          request_id: request.id,
          student_id: studentId,
          centre_id: centreId,
          result_id: null,
          status: (start + index) % 50 === 0 ? ('revoked' as const) : ('valid' as const),
          student_name: `Student ${start + index}`,
          father_name: 'Father',
          course_name: '3-Months Certificate Course',
          course_option: 'CERTIFICATE IN HINDI TYPING',
          grade: 'A',
          percentage_bp: 8200,
          period_from: '2025-01-01',
          period_to: '2025-04-01',
          issue_date: '2025-04-10',
          centre_name: 'Bench Centre',
          photo_file_id: null,
          revoked_at: null,
          revoked_by: null,
          revoked_reason: null,
          replaced_by_id: null,
          replaced_at: null,
          created_at: now,
          verification_code: newVerificationCode(),
        })),
      )
      .execute();
  }
}

async function main() {
  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  const { app } = t;
  try {
    const headers = {
      authorization: `Bearer ${(await signIn(app, '/api/admin/login', TEST_ADMIN)).token}`,
    };
    console.log(`database: ${t.database.kind}`);

    // One PDF.
    const { number, student, centreId } = await issueOne(app, headers);
    const pdfTimes: number[] = [];
    for (let i = 0; i < 45; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/dashboard/certificates/${number}/pdf`,
        headers,
      });
      if (response.statusCode !== 200) throw new Error(`pdf: ${response.statusCode}`);
      if (i >= 5) pdfTimes.push(performance.now() - started);
    }
    console.log(`one certificate PDF: median ${ms(median(pdfTimes))}, p99 ${ms(p99(pdfTimes))}`);

    // 100,000 certificates for the lookups and the ZIP.
    const seeding = performance.now();
    await seedCertificates(app, student.id, centreId);
    console.log(`seeded ${CERTIFICATES} certificates in ${ms(performance.now() - seeding)}`);

    const lookups: number[] = [];
    for (let i = 0; i < 400; i++) {
      const wanted = formatCertificateNumber(2025, 1 + Math.floor(Math.random() * CERTIFICATES));
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/certificates/verify/${wanted}`,
        // A different client each time: the rate limit is per client.
        remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}`,
      });
      lookups.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`verify: ${response.statusCode}`);
    }
    console.log(
      `verification lookup (${CERTIFICATES} certificates): median ${ms(median(lookups))}, p99 ${ms(p99(lookups))}`,
    );

    // ZIP of 500, streamed over a real socket.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const numbers = Array.from({ length: ZIP_SIZE }, (_, i) =>
      formatCertificateNumber(2025, i + 1),
    );
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${address}/api/dashboard/certificates/zip`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ numbers }),
    });
    if (!response.ok || !response.body) throw new Error(`zip: ${response.status}`);
    let bytes = 0;
    let firstByte = 0;
    for await (const chunk of response.body) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += (chunk as Uint8Array).byteLength;
    }
    const total = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `ZIP of ${ZIP_SIZE} PDFs: ${ms(total)} (first byte after ${ms(firstByte)}), ${mb(bytes)}, memory grew by at most ${mb(peak - baseline)} (rss ${mb(baseline)} -> peak ${mb(peak)})`,
    );
  } finally {
    await t.close();
  }
}

await main();
