// npx tsx scripts/bench-wallet.ts — concurrent charges of one centre's wallet (issue 14, point 3),
// through the real app listening on 127.0.0.1 (real HTTP, fetch):
// - 50 Add Student requests at once, each multipart with a photo, the centre's wallet funded for
//   exactly 10 registration fees: wall time and the answers (10 x 201, 40 x 409 expected, no 5xx);
// - the same 50-way run for certificate requests of 50 eligible students.
// PostgreSQL when TEST_DATABASE_URL is set (TEST_DB=postgres), else SQLite. Prints figures;
// exits 1 when the answers or the ledger are not as they must be.
import type { FastifyInstance } from 'fastify';
import { recordResult } from '../apps/server/src/modules/grading/results';
import { walletBalance } from '../apps/server/src/modules/wallet/wallet';
import { signInHeadOffice, staffOf } from '../apps/server/test/helpers/actors';
import { createCentre } from '../apps/server/test/helpers/factories';
import { multipart } from '../apps/server/test/helpers/multipart';
import { createTestApp } from '../apps/server/test/helpers/test-app';
import {
  addStudentsAtOnce,
  countStatuses,
  fundWallet,
  listen,
  manyStudentFields,
  requestCertificatesAtOnce,
  setCourseFees,
} from '../apps/server/test/helpers/wallet-load';

if (process.env.TEST_DATABASE_URL && !process.env.TEST_DB) process.env.TEST_DB = 'postgres';

const CONCURRENT = 50;
const AFFORDABLE = 10;
const RUNS = Number(process.env.RUNS ?? 3);

let failed = false;
function check(ok: boolean, what: string) {
  if (!ok) {
    failed = true;
    console.error(`  FAILED: ${what}`);
  }
}

async function consistentLedger(app: FastifyInstance, centreId: number) {
  const rows = await app.db
    .selectFrom('wallet_entries')
    .selectAll()
    .where('centre_id', '=', centreId)
    .orderBy('seq')
    .execute();
  let running = 0;
  return rows.every((row, index) => {
    running += row.kind === 'credit' ? row.amount_paise : -row.amount_paise;
    return row.seq === index + 1 && row.balance_after_paise === running && running >= 0;
  });
}

async function main() {
  const t = await createTestApp();
  try {
    const head = await signInHeadOffice(t.app);
    const { baseUrl, statuses } = await listen(t.app);
    console.log(
      `wallet concurrency on ${t.database.kind}: ${CONCURRENT} at once, balance for ${AFFORDABLE}`,
    );

    await setCourseFees(t.app, head, '10', {
      registrationFeePaise: 50_000,
      certificateFeePaise: 0,
      courseFeePaise: 600_000,
    });
    for (let run = 1; run <= RUNS; run++) {
      const centreId = await createCentre(t.app);
      const staff = await staffOf(t.app, centreId);
      await fundWallet(t.app, staff, head, 500 * AFFORDABLE);
      const started = performance.now();
      const answers = await addStudentsAtOnce(baseUrl, staff, CONCURRENT, {
        course: '10',
        courseOption: 'CERTIFICATE IN COMPUTER APPLICATION(RV06001)',
      });
      const wall = performance.now() - started;
      const counts = countStatuses(answers);
      const balance = await walletBalance(t.app.db, centreId);
      console.log(
        `  Add Student run ${run}: ${wall.toFixed(0)} ms wall, answers ${JSON.stringify(counts)}, balance ${balance}`,
      );
      check(counts[201] === AFFORDABLE && counts[409] === CONCURRENT - AFFORDABLE, 'answers');
      check(balance === 0 && (await consistentLedger(t.app, centreId)), 'ledger');
    }

    await setCourseFees(t.app, head, '8', { registrationFeePaise: 0, certificateFeePaise: 30_000 });
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const registrationNumbers: string[] = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const body = multipart(manyStudentFields(1000 + i));
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/AddStudent',
        payload: body.payload,
        headers: { ...staff, ...body.headers },
      });
      if (added.statusCode !== 201) throw new Error(`Add Student: ${added.body}`);
      registrationNumbers.push(added.json().registrationNumber);
    }
    await t.app.db
      .updateTable('students')
      .set({ admission_date: '2024-01-15', completion_status: 'Completed' })
      .where('centre_id', '=', centreId)
      .execute();
    const students = await t.app.db
      .selectFrom('students')
      .select('id')
      .where('centre_id', '=', centreId)
      .execute();
    for (const [index, student] of students.entries()) {
      await recordResult(t.app.db, {
        studentId: student.id,
        centreId,
        source: 'offline',
        sourceId: index + 1,
        title: 'Final examination',
        obtainedMarks: 82,
        maximumMarks: 100,
        examDate: '2024-03-20',
        recordedBy: null,
      });
    }
    await fundWallet(t.app, staff, head, 300 * AFFORDABLE);
    const started = performance.now();
    const answers = await requestCertificatesAtOnce(baseUrl, staff, registrationNumbers);
    const wall = performance.now() - started;
    const counts = countStatuses(answers);
    const balance = await walletBalance(t.app.db, centreId);
    console.log(
      `  certificate requests: ${wall.toFixed(0)} ms wall, answers ${JSON.stringify(counts)}, balance ${balance}`,
    );
    check(counts[201] === AFFORDABLE && counts[409] === CONCURRENT - AFFORDABLE, 'answers');
    check(balance === 0 && (await consistentLedger(t.app, centreId)), 'ledger');

    const errors = statuses.filter((status) => status >= 500).length;
    console.log(`  server answers over HTTP: ${statuses.length}, of them 5xx: ${errors}`);
    check(errors === 0, 'no 5xx');
  } finally {
    await t.close();
  }
  if (failed) process.exitCode = 1;
}

await main();
