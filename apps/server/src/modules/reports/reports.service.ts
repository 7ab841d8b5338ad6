import { addDays } from '@institute/shared/dates';
import {
  REPORT_LABELS,
  monthsBetween,
  previousPeriod,
  type Report,
  type ReportColumnType,
  type ReportKind,
  type ReportLabelKey,
  type ReportQuery,
  type ReportTable,
} from '@institute/shared/reports';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import type { ReportScope, ReportsRepository } from './reports.repository';

type Lang = 'en' | 'hi';
type Row = ReportTable['rows'][number];

/** Pass rate in basis points (8250 = 82.50 %), null without results. */
const rateBp = (passed: number, total: number) =>
  total === 0 ? null : Math.round((passed * 10_000) / total);

/**
 * Attendance rate in basis points to one decimal of a percent (8250 = 82.5 %), as the profile and
 * batch pages show it (decision 0070): present or late over the marks; null without marks.
 */
const attendanceBp = (attended: number, marked: number) =>
  marked === 0 ? null : Math.round((attended * 1000) / marked) * 10;

/** The reports of issue 40: computed for the asker's scope from grouped queries (decision 0065). */
export function createReportsService(deps: { repository: ReportsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  function table(
    lang: Lang,
    key: string,
    title: ReportLabelKey,
    columns: [string, ReportLabelKey | { en: string; hi: string }, ReportColumnType][],
    rows: Row[],
  ): ReportTable {
    return {
      key,
      title: REPORT_LABELS[title][lang],
      columns: columns.map(([columnKey, label, type]) => ({
        key: columnKey,
        label: typeof label === 'string' ? REPORT_LABELS[label][lang] : label[lang],
        type,
      })),
      rows,
    };
  }

  /** Whose figures: head office any centre or all; centre staff their own centre only. */
  async function scopeOf(user: AuthenticatedUser, query: ReportQuery) {
    let centreId: number | null;
    if (user.role === 'head_office') {
      centreId = query.centreId ?? null;
    } else {
      if (user.role !== 'centre_staff' || user.centreId === null) throw forbidden();
      if (query.centreId !== undefined && !canReachCentre(user, query.centreId)) throw forbidden();
      centreId = user.centreId;
    }
    const centre = centreId === null ? null : await repository.findCentre(centreId);
    if (centreId !== null && !centre) throw notFound('No such centre');
    return { centre: centre ?? null, scope: { centreId, course: query.course ?? null } };
  }

  async function centreRows(scope: ReportScope) {
    return repository.centres(scope.centreId);
  }

  const builders: Record<
    ReportKind,
    (scope: ReportScope, query: ReportQuery, lang: Lang) => Promise<ReportTable[]>
  > = {
    ranking: (scope, query, lang) => rankingTables(scope, query, lang),

    async attendance(scope, { from, to }, lang) {
      const [rows, centres] = await Promise.all([
        repository.attendance(scope, from, to),
        centreRows(scope),
      ]);
      type Sums = { marked: number; attended: number };
      const sums = <K>(keyOf: (row: (typeof rows)[number]) => K) => {
        const map = new Map<K, Sums>();
        for (const row of rows) {
          const sum = map.get(keyOf(row)) ?? { marked: 0, attended: 0 };
          sum.marked += row.marked;
          sum.attended += row.attended;
          map.set(keyOf(row), sum);
        }
        return map;
      };
      const figures = (sum: Sums | undefined) => ({
        marked: sum?.marked ?? 0,
        attended: sum?.attended ?? 0,
        rate: attendanceBp(sum?.attended ?? 0, sum?.marked ?? 0),
      });
      const columns: [string, ReportLabelKey, ReportColumnType][] = [
        ['marked', 'marked', 'count'],
        ['attended', 'attended', 'count'],
        ['rate', 'attendanceRate', 'percent'],
      ];
      const byMonth = sums((row) => row.month);
      const byCentre = sums((row) => row.centreId);
      const byBatch = sums((row) => row.batchId);
      const centreName = new Map(centres.map((c) => [c.id, `${c.code} ${c.name}`]));
      const batches = new Map<number, { batch: string; centre: string }>();
      for (const row of rows)
        batches.set(row.batchId, { batch: row.batch, centre: centreName.get(row.centreId) ?? '' });
      return [
        table(
          lang,
          'byMonth',
          'byMonth',
          [['month', 'month', 'month'], ...columns],
          monthsBetween(from, to).map((m) => ({ month: m, ...figures(byMonth.get(m)) })),
        ),
        table(
          lang,
          'byCentre',
          'byCentre',
          [['centre', 'centre', 'text'], ...columns],
          centres.map((c) => ({ centre: `${c.code} ${c.name}`, ...figures(byCentre.get(c.id)) })),
        ),
        table(
          lang,
          'byBatch',
          'byBatch',
          [['batch', 'batch', 'text'], ['centre', 'centre', 'text'], ...columns],
          [...batches.entries()]
            .sort(
              ([, a], [, b]) => a.centre.localeCompare(b.centre) || a.batch.localeCompare(b.batch),
            )
            .map(([id, names]) => ({ ...names, ...figures(byBatch.get(id)) })),
        ),
      ];
    },

    async admissions(scope, { from, to }, lang) {
      const months = monthsBetween(from, to);
      const [admitted, certificates, rolls] = await Promise.all([
        repository.admissions(scope, from, to),
        repository.certificates(scope, from, addDays(to, 1)),
        repository.rollsByMonth(scope, to),
      ]);
      // On the rolls at each month's end (or on `to`): admitted by then less completed by then.
      const active = months.map((m) => {
        const upTo = (rows: { month: string; n: number }[]) =>
          rows.reduce((sum, row) => (row.month <= m ? sum + row.n : sum), 0);
        return upTo(rolls.admitted) - upTo(rolls.completed);
      });
      const sumBy = <K extends string | number>(
        rows: { n: number }[],
        keyOf: (row: never) => K,
      ) => {
        const sums = new Map<K, number>();
        for (const row of rows)
          sums.set(keyOf(row as never), (sums.get(keyOf(row as never)) ?? 0) + row.n);
        return sums;
      };
      const admittedByMonth = sumBy(admitted, (row: { month: string }) => row.month);
      const certsByMonth = sumBy(certificates, (row: { month: string }) => row.month);
      const admittedByCentre = sumBy(admitted, (row: { centreId: number }) => row.centreId);
      const certsByCentre = sumBy(certificates, (row: { centreId: number }) => row.centreId);
      const centres = await centreRows(scope);
      return [
        table(
          lang,
          'byMonth',
          'byMonth',
          [
            ['month', 'month', 'month'],
            ['admissions', 'admissionsCount', 'count'],
            ['active', 'activeStudents', 'count'],
            ['certificates', 'certificatesIssued', 'count'],
          ],
          months.map((m, i) => ({
            month: m,
            admissions: admittedByMonth.get(m) ?? 0,
            active: active[i]!,
            certificates: certsByMonth.get(m) ?? 0,
          })),
        ),
        table(
          lang,
          'byCentre',
          'byCentre',
          [
            ['centre', 'centre', 'text'],
            ['admissions', 'admissionsCount', 'count'],
            ['certificates', 'certificatesIssued', 'count'],
          ],
          centres.map((c) => ({
            centre: `${c.code} ${c.name}`,
            admissions: admittedByCentre.get(c.id) ?? 0,
            certificates: certsByCentre.get(c.id) ?? 0,
          })),
        ),
      ];
    },

    async fees(scope, { from, to }, lang) {
      const months = monthsBetween(from, to);
      const [collected, ageing, centres] = await Promise.all([
        repository.feesCollected(scope, from, to),
        // Dues on the last day of the period, aged from their due date (decision 0076).
        repository.duesAgeing(scope, to),
        centreRows(scope),
      ]);
      const byMonth = new Map<string, { paise: number; receipts: number }>();
      for (const row of collected) {
        const sum = byMonth.get(row.month) ?? { paise: 0, receipts: 0 };
        sum.paise += row.paise;
        sum.receipts += row.receipts;
        byMonth.set(row.month, sum);
      }
      const ageRow = (label: string, b: [number, number, number, number]): Row => ({
        centre: label,
        due0: b[0],
        due31: b[1],
        due61: b[2],
        due91: b[3],
        dueTotal: b[0] + b[1] + b[2] + b[3],
      });
      const total: [number, number, number, number] = [0, 0, 0, 0];
      const ageRows = centres.map((c) => {
        const b = ageing.get(c.id) ?? [0, 0, 0, 0];
        b.forEach((value, i) => (total[i] = total[i]! + value));
        return ageRow(`${c.code} ${c.name}`, b);
      });
      if (scope.centreId === null) ageRows.push(ageRow(REPORT_LABELS.total[lang], total));
      return [
        table(
          lang,
          'byMonth',
          'byMonth',
          [
            ['month', 'month', 'month'],
            ['collected', 'collected', 'paise'],
            ['receipts', 'payments', 'count'],
          ],
          months.map((m) => ({
            month: m,
            collected: byMonth.get(m)?.paise ?? 0,
            receipts: byMonth.get(m)?.receipts ?? 0,
          })),
        ),
        table(
          lang,
          'duesAgeing',
          'duesAgeing',
          [
            ['centre', 'centre', 'text'],
            ['due0', 'due0', 'paise'],
            ['due31', 'due31', 'paise'],
            ['due61', 'due61', 'paise'],
            ['due91', 'due91', 'paise'],
            ['dueTotal', 'dueTotal', 'paise'],
          ],
          ageRows,
        ),
      ];
    },

    async wallet(scope, { from, to }, lang) {
      const [entries, centres] = await Promise.all([
        repository.wallet(scope.centreId, from, to),
        centreRows(scope),
      ]);
      type Sums = { topUps: number; debits: number };
      const byMonth = new Map<string, Sums>();
      const byCentre = new Map<number, Sums>();
      const add = <K>(map: Map<K, Sums>, key: K, entry: (typeof entries)[number]) => {
        const sum = map.get(key) ?? { topUps: 0, debits: 0 };
        if (entry.kind === 'credit') sum.topUps += entry.paise;
        else sum.debits += entry.paise;
        map.set(key, sum);
      };
      for (const entry of entries) {
        add(byMonth, entry.month, entry);
        add(byCentre, entry.centreId, entry);
      }
      const columns: [string, ReportLabelKey, ReportColumnType][] = [
        ['topUps', 'topUps', 'paise'],
        ['debits', 'debits', 'paise'],
      ];
      return [
        table(
          lang,
          'byMonth',
          'byMonth',
          [['month', 'month', 'month'], ...columns],
          monthsBetween(from, to).map((m) => ({
            month: m,
            topUps: byMonth.get(m)?.topUps ?? 0,
            debits: byMonth.get(m)?.debits ?? 0,
          })),
        ),
        table(
          lang,
          'byCentre',
          'byCentre',
          [['centre', 'centre', 'text'], ...columns],
          centres.map((c) => ({
            centre: `${c.code} ${c.name}`,
            topUps: byCentre.get(c.id)?.topUps ?? 0,
            debits: byCentre.get(c.id)?.debits ?? 0,
          })),
        ),
      ];
    },

    async funnel(scope, { from, to }, lang) {
      const [enquiryRows, applicationRows, admitted, admittedByCourse, courseNames] =
        await Promise.all([
          repository.enquiries(scope.centreId, from, to),
          repository.applications(scope, from, to),
          repository.admissions(scope, from, to),
          repository.admissionsByCourse(scope, from, to),
          repository.courseNames(),
        ]);
      type Step = { enquiries: number; applications: number; approved: number; admissions: number };
      const empty = (): Step => ({ enquiries: 0, applications: 0, approved: 0, admissions: 0 });
      const byMonth = new Map<string, Step>();
      const step = (key: string) =>
        byMonth.get(key) ?? (byMonth.set(key, empty()), byMonth.get(key)!);
      const bySource = new Map<string, { enquiries: number; converted: number }>();
      // Enquiries carry no course code: they are counted whatever the course filter.
      for (const enquiry of enquiryRows) {
        step(enquiry.month).enquiries += enquiry.n;
        const source = bySource.get(enquiry.source) ?? { enquiries: 0, converted: 0 };
        source.enquiries += enquiry.n;
        if (enquiry.status === 'converted') source.converted += enquiry.n;
        bySource.set(enquiry.source, source);
      }
      const byCourse = new Map<string, Step>();
      const courseStep = (code: string) =>
        byCourse.get(code) ?? (byCourse.set(code, empty()), byCourse.get(code)!);
      for (const application of applicationRows) {
        const approved = application.status === 'approved' ? application.n : 0;
        step(application.month).applications += application.n;
        step(application.month).approved += approved;
        courseStep(application.course).applications += application.n;
        courseStep(application.course).approved += approved;
      }
      for (const row of admitted) step(row.month).admissions += row.n;
      for (const row of admittedByCourse) courseStep(row.course).admissions += row.n;
      const stepColumns: [string, ReportLabelKey, ReportColumnType][] = [
        ['applications', 'applications', 'count'],
        ['approved', 'approved', 'count'],
        ['admissions', 'admissionsCount', 'count'],
      ];
      return [
        table(
          lang,
          'byMonth',
          'byMonth',
          [['month', 'month', 'month'], ['enquiries', 'enquiries', 'count'], ...stepColumns],
          monthsBetween(from, to).map((m) => ({ month: m, ...(byMonth.get(m) ?? empty()) })),
        ),
        table(
          lang,
          'bySource',
          'bySource',
          [
            ['source', 'source', 'text'],
            ['enquiries', 'enquiries', 'count'],
            ['converted', 'converted', 'count'],
          ],
          (['contact', 'buy_now', 'check_out'] as const).map((source) => ({
            source: REPORT_LABELS[`source_${source}`][lang],
            enquiries: bySource.get(source)?.enquiries ?? 0,
            converted: bySource.get(source)?.converted ?? 0,
          })),
        ),
        table(
          lang,
          'byCourse',
          'byCourse',
          [['course', 'course', 'text'], ...stepColumns],
          [...byCourse.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([code, counts]) => ({
              course: courseNames.get(code) ?? code,
              applications: counts.applications,
              approved: counts.approved,
              admissions: counts.admissions,
            })),
        ),
      ];
    },

    async results(scope, { from, to }, lang) {
      const [rows, centres, courseNames] = await Promise.all([
        repository.results(scope, from, addDays(to, 1)),
        centreRows(scope),
        repository.courseNames(),
      ]);
      const grades = [...new Set(rows.map((row) => row.grade))].sort();
      type Tally = { results: number; passed: number; grades: Map<string, number> };
      const tally = <K>(keyOf: (row: (typeof rows)[number]) => K) => {
        const map = new Map<K, Tally>();
        for (const row of rows) {
          const key = keyOf(row);
          const t = map.get(key) ?? { results: 0, passed: 0, grades: new Map() };
          t.results += row.n;
          if (row.passed) t.passed += row.n;
          t.grades.set(row.grade, (t.grades.get(row.grade) ?? 0) + row.n);
          map.set(key, t);
        }
        return map;
      };
      const columns = (first: [string, ReportLabelKey, ReportColumnType]) =>
        [
          first,
          ['results', 'resultsCount', 'count'],
          ['passed', 'passed', 'count'],
          ['passRate', 'passRate', 'percent'],
          ...grades.map(
            (grade) =>
              [`grade:${grade}`, { en: `Grade ${grade}`, hi: `ग्रेड ${grade}` }, 'count'] as [
                string,
                { en: string; hi: string },
                ReportColumnType,
              ],
          ),
        ] as [string, ReportLabelKey | { en: string; hi: string }, ReportColumnType][];
      const rowOf = (first: Row, t: Tally | undefined): Row => ({
        ...first,
        results: t?.results ?? 0,
        passed: t?.passed ?? 0,
        passRate: rateBp(t?.passed ?? 0, t?.results ?? 0),
        ...Object.fromEntries(grades.map((g) => [`grade:${g}`, t?.grades.get(g) ?? 0])),
      });
      const byCourse = tally((row) => row.course);
      const byCentre = tally((row) => row.centreId);
      return [
        table(
          lang,
          'byCourse',
          'byCourse',
          columns(['course', 'course', 'text']),
          [...byCourse.keys()]
            .sort()
            .map((code) => rowOf({ course: courseNames.get(code) ?? code }, byCourse.get(code))),
        ),
        table(
          lang,
          'byCentre',
          'byCentre',
          columns(['centre', 'centre', 'text']),
          centres.map((c) => rowOf({ centre: `${c.code} ${c.name}` }, byCentre.get(c.id))),
        ),
      ];
    },
  };

  /** The centres in order of a figure, highest first (ties by code), with the previous period's. */
  function ranked(
    lang: Lang,
    key: string,
    title: ReportLabelKey,
    type: ReportColumnType,
    centres: { id: number; code: string; name: string }[],
    now: Map<number, number | null>,
    before: Map<number, number | null>,
  ): ReportTable {
    const rows = centres
      .map((c) => {
        const current = now.get(c.id) ?? null;
        const previous = before.get(c.id) ?? null;
        return {
          code: c.code,
          centre: `${c.code} ${c.name}`,
          current,
          previous,
          change: current === null || previous === null ? null : current - previous,
        };
      })
      .sort((a, b) => (b.current ?? -1) - (a.current ?? -1) || a.code.localeCompare(b.code));
    return table(
      lang,
      key,
      title,
      [
        ['rank', 'rank', 'count'],
        ['centre', 'centre', 'text'],
        ['current', 'thisPeriod', type],
        ['previous', 'previousPeriod', type],
        ['change', 'change', type],
      ],
      rows.map(({ code: _code, ...row }, index) => ({ rank: index + 1, ...row })),
    );
  }

  async function rankingTables(
    scope: ReportScope,
    { from, to }: ReportQuery,
    lang: Lang,
  ): Promise<ReportTable[]> {
    const before = previousPeriod(from, to);
    const perCentre = (rows: { centreId: number; n: number }[]) => {
      const sums = new Map<number, number | null>();
      for (const row of rows) sums.set(row.centreId, (sums.get(row.centreId) ?? 0) + row.n);
      return sums;
    };
    const zeroFilled = (sums: Map<number, number | null>, ids: number[]) =>
      new Map(ids.map((id) => [id, sums.get(id) ?? 0]));
    const passRates = (rows: { centreId: number; passed: boolean; n: number }[]) => {
      const tally = new Map<number, { passed: number; total: number }>();
      for (const row of rows) {
        const t = tally.get(row.centreId) ?? { passed: 0, total: 0 };
        t.total += row.n;
        if (row.passed) t.passed += row.n;
        tally.set(row.centreId, t);
      }
      return new Map([...tally].map(([id, t]) => [id, rateBp(t.passed, t.total)]));
    };
    const [
      centres,
      admNow,
      admBefore,
      feesNow,
      feesBefore,
      certNow,
      certBefore,
      resNow,
      resBefore,
      attNow,
      attBefore,
    ] = await Promise.all([
      centreRows(scope),
      repository.admissions(scope, from, to),
      repository.admissions(scope, before.from, before.to),
      repository.feesCollected(scope, from, to),
      repository.feesCollected(scope, before.from, before.to),
      repository.certificates(scope, from, addDays(to, 1)),
      repository.certificates(scope, before.from, addDays(before.to, 1)),
      repository.results(scope, from, addDays(to, 1)),
      repository.results(scope, before.from, addDays(before.to, 1)),
      repository.attendance(scope, from, to),
      repository.attendance(scope, before.from, before.to),
    ]);
    const attendanceRates = (rows: { centreId: number; marked: number; attended: number }[]) => {
      const tally = new Map<number, { marked: number; attended: number }>();
      for (const row of rows) {
        const t = tally.get(row.centreId) ?? { marked: 0, attended: 0 };
        t.marked += row.marked;
        t.attended += row.attended;
        tally.set(row.centreId, t);
      }
      return new Map([...tally].map(([id, t]) => [id, attendanceBp(t.attended, t.marked)]));
    };
    const ids = centres.map((c) => c.id);
    const fees = (rows: { centreId: number; paise: number }[]) =>
      perCentre(rows.map((row) => ({ centreId: row.centreId, n: row.paise })));
    return [
      ranked(
        lang,
        'admissions',
        'rankAdmissions',
        'count',
        centres,
        zeroFilled(perCentre(admNow), ids),
        zeroFilled(perCentre(admBefore), ids),
      ),
      ranked(
        lang,
        'collected',
        'rankCollected',
        'paise',
        centres,
        zeroFilled(fees(feesNow), ids),
        zeroFilled(fees(feesBefore), ids),
      ),
      ranked(
        lang,
        'certificates',
        'rankCertificates',
        'count',
        centres,
        zeroFilled(perCentre(certNow), ids),
        zeroFilled(perCentre(certBefore), ids),
      ),
      ranked(
        lang,
        'passRate',
        'rankPassRate',
        'percent',
        centres,
        passRates(resNow),
        passRates(resBefore),
      ),
      ranked(
        lang,
        'attendanceRate',
        'rankAttendance',
        'percent',
        centres,
        attendanceRates(attNow),
        attendanceRates(attBefore),
      ),
    ];
  }

  async function build(
    kind: ReportKind,
    query: ReportQuery,
    centre: { id: number; code: string; name: string } | null,
    scope: ReportScope,
  ): Promise<Report> {
    const lang = query.lang;
    // Every report reads the kept summaries (decisions 0076, 0084, 0089): their freshness is shown.
    let summariesAt = await repository.summariesRefreshedAt();
    // Never built yet (a new server before the job's first run): built now, once.
    if (summariesAt === null) summariesAt = (await repository.buildSummaries()).refreshedAt;
    const tables = await builders[kind](scope, query, lang);
    return {
      report: kind,
      title: REPORT_LABELS[kind][lang],
      from: query.from,
      to: query.to,
      centre: centre ? { id: centre.id, code: centre.code, name: centre.name } : null,
      course: scope.course,
      computedAt: now().toISOString(),
      summariesAt,
      tables,
    };
  }

  return {
    async report(user: AuthenticatedUser, kind: ReportKind, query: ReportQuery): Promise<Report> {
      const { centre, scope } = await scopeOf(user, query);
      return build(kind, query, centre, scope);
    },
    /** The whole network's report, for the monthly summary job (no asker to scope). */
    networkReport(kind: ReportKind, query: ReportQuery): Promise<Report> {
      return build(kind, query, null, { centreId: null, course: query.course ?? null });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
