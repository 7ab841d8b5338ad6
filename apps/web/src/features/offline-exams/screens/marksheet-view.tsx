import type { Marksheet } from '@institute/shared/offline-exams';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatDate } from '../../../lib/format-date';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

/**
 * A marksheet: the student, the exam, the subjects table, total, percentage, grade, result.
 * Its fixed labels are in the page's language, or as `label` writes them (the print page's
 * choice of English, Hindi or both: i18n/bilingual.tsx).
 */
export function MarksheetView({
  sheet,
  label,
}: {
  sheet: Marksheet;
  label?: (id: MessageId) => string;
}) {
  const { _, i18n } = useLingui();
  const text = label ?? ((id: MessageId) => _(id));
  // Shipped names (courses, options, subjects) in the page's language.
  const locale = i18n.locale;
  const maximum = sheet.lines.reduce((sum, line) => sum + line.maxMarks, 0);
  const obtained = sheet.lines.reduce((sum, line) => sum + (line.marks ?? 0), 0);
  const details: [string, string][] = [
    [text('exams.sheet.studentName'), sheet.student.name],
    [text('exams.sheet.registrationNumber'), sheet.student.registrationNumber],
    [text('exams.sheet.fatherName'), sheet.student.fatherName ?? '-'],
    // The course, and the option of it the student took.
    [text('exams.common.course'), nameIn(locale, sheet.session.courseName)],
    ...(sheet.student.courseOption
      ? [
          [
            text('exams.common.courseOption'),
            optionLabelIn(locale, sheet.student.courseOption),
          ] as [string, string],
        ]
      : []),
    [text('exams.common.centre'), sheet.session.centreName],
    [text('exams.sheet.examDate'), formatDate(sheet.session.examDate)],
  ];
  return (
    <article className="rounded-md border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0">
      <header className="text-center">
        <p className="text-lg font-bold text-brand-900">{sheet.institute}</p>
        <h2 className="mt-2 text-base font-bold tracking-wide">{text('exams.sheet.heading')}</h2>
        <p className="text-slate-700">{sheet.session.title}</p>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* A printed document: the ruled subjects table with its total row stays a plain table. */}
      <table className="mt-4 w-full text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="border border-slate-300 px-2 py-1">
              {text('exams.sheet.subject')}
            </th>
            <th scope="col" className="border border-slate-300 px-2 py-1 text-right">
              {text('exams.sheet.maxMarks')}
            </th>
            <th scope="col" className="border border-slate-300 px-2 py-1 text-right">
              {text('exams.sheet.obtained')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line) => (
            <tr key={line.subject}>
              <th scope="row" className="border border-slate-300 px-2 py-1 text-left font-normal">
                {nameIn(locale, line.subject)}
              </th>
              <td className="border border-slate-300 px-2 py-1 text-right">{line.maxMarks}</td>
              <td className="border border-slate-300 px-2 py-1 text-right">
                {line.absent ? text('exams.common.absent') : (line.marks ?? '-')}
              </td>
            </tr>
          ))}
          <tr className="font-bold">
            <th scope="row" className="border border-slate-300 px-2 py-1 text-left">
              {text('exams.sheet.total')}
            </th>
            <td className="border border-slate-300 px-2 py-1 text-right">{maximum}</td>
            <td className="border border-slate-300 px-2 py-1 text-right">{obtained}</td>
          </tr>
        </tbody>
      </table>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-1 text-base">
        {sheet.result ? (
          <>
            <div className="flex gap-2">
              <dt className="text-slate-600">{text('exams.common.percentage')}:</dt>
              <dd className="font-bold">{sheet.result.percentage}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">{text('exams.common.grade')}:</dt>
              <dd className="font-bold">{sheet.result.grade}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-600">{text('exams.common.result')}:</dt>
              <dd
                className={`font-bold ${sheet.result.passed ? 'text-green-800' : 'text-red-700'}`}
              >
                {sheet.result.passed ? text('exams.common.pass') : text('exams.common.fail')}
              </dd>
            </div>
          </>
        ) : (
          <div className="flex gap-2">
            <dt className="text-slate-600">{text('exams.common.result')}:</dt>
            <dd className="font-bold">{text('exams.common.absent')}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
