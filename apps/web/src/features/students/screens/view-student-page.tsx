import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { StudentAttendancePanel } from '../../attendance/student-attendance-panel';
import { StudentBatchPanel } from '../../batches/student-batch-panel';
import {
  STUDENT_FIELDS,
  type FileField,
  type StudentField,
  type StudentRecord,
} from '@institute/shared/student';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CompletionStatusPanel } from '../components/completion-status-panel';
import { completionStatusLabel, FIELD_LABEL_IDS } from '../student-labels';
import { isPdfLink, useStudent } from '../students-api';
import { ApiRequestError } from '../../../lib/api-client';
import { editPath } from '../../../lib/student-paths';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { nameIn, optionLabelIn } from '@institute/shared/hindi-names';

/** The picture shown where no file was uploaded. */
/** The identity card's languages, each with its button's words. */
const ID_CARDS = [
  ['en', 'students.idCard.english'],
  ['hi', 'students.idCard.hindi'],
  ['bilingual', 'students.idCard.bilingual'],
] as const;

function Placeholder({ field }: { field: FileField }) {
  const { _ } = useLingui();
  const label = _('students.view.noFile', { field });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 120 90"
      className="h-24 w-32 rounded border border-dashed border-slate-300 bg-slate-100"
    >
      <title>{label}</title>
      <rect
        x="30"
        y="22"
        width="60"
        height="42"
        rx="4"
        fill="none"
        stroke="#94a3b8"
        strokeWidth="3"
      />
      <circle cx="48" cy="36" r="6" fill="#94a3b8" />
      <path d="M34 60l16-14 10 8 12-12 14 18z" fill="#94a3b8" />
    </svg>
  );
}

function StoredFile({
  field,
  href,
  name,
}: {
  field: FileField;
  href: string | null;
  name: string;
}) {
  const [notAnImage, setNotAnImage] = useState(false);
  const { _ } = useLingui();
  if (!href) return <Placeholder field={field} />;
  // A marksheet may be a PDF: a link to open it instead of a picture.
  if (field === 'marksheet' && (isPdfLink(href) || notAnImage)) {
    return (
      <a href={href} target="_blank" rel="noreferrer" className={TEXT_LINK}>
        {_('students.view.openMarksheet')}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={href}
        alt={_('students.view.fileOf', { field, name })}
        onError={field === 'marksheet' ? () => setNotAnImage(true) : undefined}
        className="max-h-40 max-w-full rounded border border-slate-200 object-contain"
      />
    </a>
  );
}

function fieldValue(record: StudentRecord, field: StudentField, locale: string): ReactNode {
  switch (field) {
    case 'dob':
      return formatDate(record.dob);
    case 'course':
      return nameIn(locale, record.courseName);
    case 'courseOption':
      return optionLabelIn(locale, record.courseOption ?? '');
    // Values of the form's lists, in the page's language.
    case 'gender':
    case 'category':
    case 'maritalstatus':
    case 'state':
      return nameIn(locale, String(record[field] ?? ''));
    default:
      return record[field];
  }
}

/** Staff see what the student accepts (decision 0085): channels, opt-out, a STOP reply. */
function consentText(consent: NonNullable<StudentRecord['messageConsent']>, _: I18n['_']): string {
  const parts: string[] = [];
  if (consent.optedOut) parts.push(_('students.view.consentOptedOut'));
  else if (consent.channels) {
    const names = (
      [
        ['whatsapp', 'students.view.consentWhatsapp'],
        ['sms', 'students.view.consentSms'],
        ['email', 'students.view.consentEmail'],
      ] as const
    )
      .filter(([channel]) => consent.channels![channel])
      .map(([, id]) => _(id));
    parts.push(names.length > 0 ? names.join(', ') : _('students.view.consentNone'));
  } else parts.push(_('students.view.consentNoAccount'));
  if (consent.whatsappStopped) parts.push(_('students.view.consentStopped'));
  return parts.join('. ');
}

/** One line of the details table: a field's label and its value (empty: 'Not given'). */
interface DetailRow {
  label: string;
  value: ReactNode;
}

/** View Student: every field of the record in a Field/Value table, with the uploaded files. */
export function ViewStudentPage() {
  const { registrationNumber = '' } = useParams();
  const query = useStudent(registrationNumber);
  const { _, i18n } = useLingui();

  const backLink = (
    <Link to="/dashboard/SeeAllStudents" className={SECONDARY}>
      {_('students.view.backToList')}
    </Link>
  );

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiRequestError &&
      (query.error.status === 404 || query.error.status === 403);
    return (
      <div className="space-y-4">
        <ErrorMessage>
          {missing
            ? _('students.msg.noData')
            : // Archived (409): the server's one message for a frozen student (decision 0058).
              query.error instanceof ApiRequestError && query.error.status === 409
              ? query.error.message
              : _('students.msg.fetchFailed')}
        </ErrorMessage>
        {backLink}
      </div>
    );
  }
  const record = query.data;
  const name = `${record.firstname} ${record.lastname}`;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={_('students.view.title')}
        intro={`${name}, ${record.registrationNumber}`}
        actions={
          <>
            <Link to={editPath(record.registrationNumber)} className={PRIMARY}>
              {_('students.view.edit')}
            </Link>
            {ID_CARDS.map(([language, words]) => (
              <a
                key={language}
                className={SECONDARY}
                href={`/api/dashboard/student/${encodeURIComponent(record.registrationNumber)}/id-card?lang=${language}`}
              >
                {_(words)}
              </a>
            ))}
            {backLink}
          </>
        }
      />
      {record.archivedAt && (
        <p
          role="note"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
        >
          {_('students.view.archived', { date: formatDate(record.archivedAt) })}
        </p>
      )}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption={_('students.view.caption', { name })}
          className="w-full"
          columns={[
            {
              id: 'field',
              header: _('students.view.fieldHeader'),
              rowHeader: true,
              className: 'w-1/3 bg-slate-50 text-slate-700',
              cell: (row) => row.label,
            },
            {
              id: 'value',
              header: _('students.view.valueHeader'),
              className: 'break-words text-slate-900',
              cell: (row) =>
                row.value === null || row.value === undefined || row.value === '' ? (
                  <span className="text-slate-500">{_('students.view.notGiven')}</span>
                ) : (
                  row.value
                ),
            },
          ]}
          rows={
            [
              {
                label: _('students.view.registrationNumber'),
                value: record.registrationNumber,
              },
              ...STUDENT_FIELDS.map((field) => ({
                label: _(FIELD_LABEL_IDS[field]),
                value: fieldValue(record, field, i18n.locale),
              })),
              {
                label: _('students.view.centre'),
                value: `${record.centre.name} (${record.centre.code})`,
              },
              { label: _('students.view.admissionDate'), value: formatDate(record.admissionDate) },
              {
                label: _('students.view.completionStatus'),
                value: completionStatusLabel(record.completionStatus, _),
              },
              ...(record.messageConsent
                ? [
                    {
                      label: _('students.view.consent'),
                      value: consentText(record.messageConsent, _),
                    },
                  ]
                : []),
              ...(['photo', 'signature', 'marksheet'] as const).map((field) => ({
                label: _(FIELD_LABEL_IDS[field]),
                value: <StoredFile field={field} href={record[field]} name={name} />,
              })),
            ] satisfies DetailRow[]
          }
          rowKey={(row) => row.label}
        />
      </div>
      <StudentBatchPanel registrationNumber={record.registrationNumber} />
      <StudentAttendancePanel registrationNumber={record.registrationNumber} />
      {!record.archivedAt && (
        <CompletionStatusPanel registrationNumber={record.registrationNumber} />
      )}
    </div>
  );
}
