// Announcements (decision 0086): one announcement to 5,000 students (BENCH_STUDENTS) of one centre
// on PostgreSQL, through the real app: the audience's preview, then the time to expand the
// audience into its recipients and enqueue every one into the outbox, by BENCH_RUNNERS job runs at
// once (4 by default: as several instances would), at an unlimited pace. Checks that every
// reachable student has exactly one outbox row per channel (zero duplicates). Needs
// TEST_DATABASE_URL.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:announcements
import { sql } from 'kysely';
import { createAnnouncementDelivery } from '../apps/server/src/modules/announcements/announcement-delivery';
import { createAnnouncementsRepository } from '../apps/server/src/modules/announcements/announcements.repository';
import { signInHeadOffice } from '../apps/server/test/helpers/actors';
import { createCentre } from '../apps/server/test/helpers/factories';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5_000);
const RUNNERS = Number(process.env.BENCH_RUNNERS ?? 4);

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server.');
  process.exit(1);
}
process.env.TEST_DB = 'postgres';
// With a seed variable set the app starts from an empty database (no test run's template).
const t = await createTestApp({ ADMIN_EMAIL: TEST_ADMIN.email });
try {
  const centre = await createCentre(t.app);
  // Every student with an e-mail and a mobile number: two outbox rows each.
  await sql
    .raw(
      `insert into students (registration_number, centre_id, firstname, lastname, dob, state, course,
        course_option, contactno, email, admission_date, created_at, updated_at)
       select 'RA' || lpad(g::text, 10, '0'), ${centre}, 'Priya', 'Sharma', '2003-04-05', 'Bihar',
        '8', 'RV01001', '98765' || lpad(g::text, 5, '0'), 'student' || g || '@example.com',
        '2026-01-01', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
       from generate_series(1, ${STUDENTS}) g`,
    )
    .execute(t.app.db);
  const headers = await signInHeadOffice(t.app);
  const audience = { kind: 'centre', centreId: centre };
  const text = { titleEn: 'Centre closed on Monday', bodyEn: 'Classes resume on Tuesday.' };

  let started = performance.now();
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/announcements/preview',
    headers,
    payload: { audience, text },
  });
  if (preview.statusCode !== 200) throw new Error(preview.body);
  const previewMs = performance.now() - started;

  // Scheduled a minute ahead, so that the request's own kick does not start it: the job runs do.
  const sendAt = new Date(Date.now() + 5.5 * 3_600_000 + 120_000).toISOString().slice(0, 16);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/announcements',
    headers,
    payload: { audience, text, sendAt },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const { id } = created.json() as { id: number };

  const runners = Array.from({ length: RUNNERS }, () =>
    createAnnouncementDelivery({
      repository: createAnnouncementsRepository(t.app.db),
      ratePerMinute: 1_000_000,
      sent: () => {},
      log: { info: () => {}, error: console.error },
    }),
  );
  const at = Date.now() + 10 * 60_000;
  started = performance.now();
  const results = await Promise.all(runners.map((runner) => runner.run(at)));
  const enqueueMs = performance.now() - started;

  const queued = results.reduce((sum, result) => sum + result.queued, 0);
  const rows = await sql<{ n: string; distinct_n: string }>`
    select count(*) as n,
      count(distinct (o.announcement_recipient_id, o.channel)) as distinct_n
    from notification_outbox o
    join announcement_recipients r on r.id = o.announcement_recipient_id
    where r.announcement_id = ${id}`.execute(t.app.db);
  const { n, distinct_n } = rows.rows[0]!;
  const duplicates = Number(n) - Number(distinct_n);
  console.log(`students: ${STUDENTS}, job runs at once: ${RUNNERS}`);
  console.log(`preview (count people per channel): ${previewMs.toFixed(0)} ms`);
  console.log(
    `expand and enqueue: ${(enqueueMs / 1000).toFixed(2)} s (${Math.round(queued / (enqueueMs / 1000))} recipients/s)`,
  );
  console.log(`recipients queued: ${queued}; outbox rows: ${n}; duplicates: ${duplicates}`);
  if (queued !== STUDENTS || Number(n) !== 2 * STUDENTS || duplicates !== 0) {
    throw new Error('not every student was enqueued exactly once per channel');
  }
} finally {
  await t.close();
}
