import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@institute/shared/applications';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { useApplications } from '../applications-api';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { detailPath, StatusBadge } from './application-parts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { TEXT_LINK } from '../../../components/ui/button';
import { useCentres } from '../../centres/centres-api';

type StatusFilter = ApplicationStatus | 'all';
const STATUS_OPTIONS = [
  ...APPLICATION_STATUSES.map((status) => ({
    value: status,
    label: APPLICATION_STATUS_LABELS[status],
  })),
  { value: 'all', label: 'All applications' },
];

const isStatusFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** Manage Application: the admission applications sent from /newuser, to review. */
export function ManageApplicationPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'submitted';
  const centreId = headOffice ? Number(params.get('centreId')) || undefined : undefined;
  const applications = useApplications(status, centreId);
  const centres = useCentres(headOffice);

  const setFilter = (name: 'status' | 'centreId', value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'status' && value === 'submitted')) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading
        title="Manage Application"
        intro={
          headOffice
            ? 'Admission applications sent from the website to every centre. Open one to approve it, ask for a correction or reject it.'
            : 'Admission applications sent from the website to your centre. Open one to approve it, ask for a correction or reject it.'
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        {headOffice && (
          <SelectField
            label="Centre"
            placeholder="All centres"
            options={(centres.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.code})`,
            }))}
            value={centreId ? String(centreId) : ''}
            onChange={(event) => setFilter('centreId', event.target.value)}
          />
        )}
      </div>

      {applications.isPending && <LoadingMessage />}
      {applications.isError && (
        <ErrorMessage>Could not load the applications. Please try again.</ErrorMessage>
      )}
      {applications.data && applications.data.length === 0 && (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          {status === 'submitted'
            ? 'No applications are waiting for review.'
            : 'No applications with this status.'}
        </p>
      )}
      {applications.data && applications.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={`Applications: ${STATUS_OPTIONS.find((o) => o.value === status)?.label ?? ''}`}
            cards={false}
            className="w-full text-left"
            columns={[
              {
                id: 'applicant',
                header: 'Applicant',
                cell: (item) => (
                  <>
                    <div className="font-medium text-slate-900">
                      {item.firstname} {item.lastname}
                    </div>
                    <div className="break-all text-slate-600">{item.applicant.email}</div>
                    <div className="text-slate-600">{item.contactno}</div>
                  </>
                ),
              },
              {
                id: 'course',
                header: 'Course',
                cell: (item) => (
                  <>
                    <div>{item.courseName}</div>
                    {item.courseOption && <div className="text-slate-600">{item.courseOption}</div>}
                  </>
                ),
              },
              ...(headOffice
                ? [
                    {
                      id: 'centre',
                      header: 'Centre',
                      cell: (item: ApplicationListItem) =>
                        `${item.centre.name} (${item.centre.code})`,
                    },
                  ]
                : []),
              {
                id: 'date',
                header: 'Date',
                className: 'whitespace-nowrap',
                cell: (item) => formatDate(item.submittedAt),
              },
              {
                id: 'status',
                header: 'Status',
                cell: (item) => (
                  <>
                    <StatusBadge status={item.status} />
                    {item.registrationNumber && (
                      <div className="mt-1 font-mono text-xs">{item.registrationNumber}</div>
                    )}
                  </>
                ),
              },
              {
                id: 'open',
                header: 'Open',
                headerContent: <span className="sr-only">Open</span>,
                actions: true,
                cell: (item) => (
                  <Link
                    to={detailPath(item.id)}
                    className={TEXT_LINK}
                    aria-label={`Open the application of ${item.firstname} ${item.lastname}`}
                  >
                    {item.status === 'submitted' ? 'Review' : 'View'}
                  </Link>
                ),
              },
            ]}
            rows={applications.data}
            rowKey={(item) => item.id}
          />
        </div>
      )}
    </div>
  );
}
