import { shownName, shownOption } from '../../../lib/catalogue';
import {
  APPLICATION_STATUSES,
  type ApplicationListItem,
  type ApplicationStatus,
} from '@institute/shared/applications';
import { useLingui } from '@lingui/react';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { useApplications } from '../applications-api';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { detailPath, STATUS_IDS, StatusBadge } from './application-parts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { AffiliationNotice, useAffiliationBlock } from '../../centres/affiliation-notice';
import { TEXT_LINK } from '../../../components/ui/button';
import { useCentres } from '../../centres/centres-api';

type StatusFilter = ApplicationStatus | 'all';

const isStatusFilter = (value: string | null): value is StatusFilter =>
  value === 'all' || (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** Manage Application: the admission applications sent from /newuser, to review. */
export function ManageApplicationPage() {
  const { _ } = useLingui();
  const statusOptions = [
    ...APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: _(STATUS_IDS[status]),
    })),
    { value: 'all', label: _('applications.manage.allApplications') },
  ];
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'submitted';
  const centreId = headOffice ? Number(params.get('centreId')) || undefined : undefined;
  const applications = useApplications(status, centreId);
  const centres = useCentres(headOffice);
  // Approving admits the student: an expired centre approves nobody until renewed (decision 0072).
  const blocked = useAffiliationBlock();

  const setFilter = (name: 'status' | 'centreId', value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'status' && value === 'submitted')) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeading
        title={_('applications.manage.title')}
        intro={
          headOffice
            ? _('applications.manage.introHeadOffice')
            : _('applications.manage.introCentre')
        }
      />
      <AffiliationNotice affiliation={blocked} />
      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={_('applications.col.status')}
          options={statusOptions}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        {headOffice && (
          <SelectField
            label={_('applications.col.centre')}
            placeholder={_('applications.manage.allCentres')}
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
      {applications.isError && <ErrorMessage>{_('applications.manage.loadFailed')}</ErrorMessage>}
      {applications.data && applications.data.length === 0 && (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          {status === 'submitted'
            ? _('applications.manage.noneWaiting')
            : _('applications.manage.noneWithStatus')}
        </p>
      )}
      {applications.data && applications.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('applications.manage.caption', {
              status: statusOptions.find((o) => o.value === status)?.label ?? '',
            })}
            className="w-full text-left"
            columns={[
              {
                id: 'applicant',
                header: _('applications.manage.col.applicant'),
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
                header: _('applications.col.course'),
                cell: (item) => (
                  <>
                    <div>{shownName(item.courseName)}</div>
                    {item.courseOption && (
                      <div className="text-slate-600">{shownOption(item.courseOption)}</div>
                    )}
                  </>
                ),
              },
              ...(headOffice
                ? [
                    {
                      id: 'centre',
                      header: _('applications.col.centre'),
                      cell: (item: ApplicationListItem) =>
                        `${item.centre.name} (${item.centre.code})`,
                    },
                  ]
                : []),
              {
                id: 'date',
                header: _('applications.manage.col.date'),
                className: 'whitespace-nowrap',
                cell: (item) => formatDate(item.submittedAt),
              },
              {
                id: 'status',
                header: _('applications.col.status'),
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
                header: _('applications.manage.col.open'),
                headerContent: <span className="sr-only">{_('applications.manage.col.open')}</span>,
                actions: true,
                cell: (item) => (
                  <Link
                    to={detailPath(item.id)}
                    className={TEXT_LINK}
                    aria-label={_('applications.manage.openOf', {
                      name: `${item.firstname} ${item.lastname}`,
                    })}
                  >
                    {item.status === 'submitted'
                      ? _('applications.manage.review')
                      : _('applications.manage.view')}
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
