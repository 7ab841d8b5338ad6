import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/select-field';
import { duesCsvUrl, useDues, useWalletSummaries } from '../accounts-api';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { CARD, MONEY, Section, TABLE_WRAP } from './account-parts';
import { DataTable } from '../../../components/ui/data-table';
import { StudentFeesState, StudentFinder, useChosenStudent } from './add-student-fee-page';
import { StudentFeeDetails } from './student-fee-details';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { formatDate } from '../../../lib/format-date';
import { PageHeading } from '../../../components/ui/page-heading';
import { SECONDARY, TEXT_LINK } from '../../../components/ui/button';

type Due = NonNullable<ReturnType<typeof useDues>['data']>[number];

const feesPath = (registrationNumber: string) =>
  `/dashboard/ViewStudentFee?student=${encodeURIComponent(registrationNumber)}`;

/** View Student Fee: one student's fees, and every student with dues (overdue first). */
export function ViewStudentFeePage() {
  const { _ } = useLingui();
  const headOffice = isHeadOffice(useStaffUser());
  const { registrationNumber, fees } = useChosenStudent();
  const centres = useWalletSummaries(headOffice);
  const [centreId, setCentreId] = useState<number | null>(null);
  const dues = useDues(centreId);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title={_('accounts.viewStudentFee.title')}
        intro={_('accounts.viewStudentFee.intro')}
        actions={
          <Link to="/dashboard/AddStudentFee" className={SECONDARY}>
            {_('accounts.viewStudentFee.addLink')}
          </Link>
        }
      />
      <div className={CARD}>
        <StudentFinder label={_('accounts.finder.showFees')} />
      </div>
      {registrationNumber && (
        <div className="mt-6">
          <StudentFeesState fees={fees} />
          {fees.data && <StudentFeeDetails fees={fees.data} />}
        </div>
      )}

      <Section
        title={_('accounts.dues.title')}
        actions={
          <a href={duesCsvUrl(centreId)} className={SECONDARY} download>
            {_('accounts.dues.exportCsv')}
          </a>
        }
      >
        {headOffice && centres.data && (
          <SelectField
            label={_('accounts.field.centre')}
            className="mb-4 max-w-sm"
            placeholder={_('accounts.field.allCentres')}
            value={centreId === null ? '' : String(centreId)}
            onChange={(event) =>
              setCentreId(event.target.value ? Number(event.target.value) : null)
            }
            options={centres.data.map((c) => ({
              value: String(c.centre.id),
              label: `${c.centre.name} (${c.centre.code})`,
            }))}
          />
        )}
        {dues.isPending && <LoadingMessage />}
        {dues.isError && <ErrorMessage>{_('accounts.dues.loadFailed')}</ErrorMessage>}
        {dues.data && dues.data.length === 0 && (
          <p className="rounded-md bg-white p-4 text-slate-700">{_('accounts.dues.empty')}</p>
        )}
        {dues.data && dues.data.length > 0 && (
          <div className={TABLE_WRAP}>
            <DataTable
              caption={_('accounts.dues.caption')}
              className="w-full text-left"
              columns={[
                {
                  id: 'student',
                  header: _('accounts.col.student'),
                  cell: (item) => (
                    <>
                      <Link to={feesPath(item.registrationNumber)} className={TEXT_LINK}>
                        {item.name}
                      </Link>
                      <div className="text-slate-600">
                        {item.registrationNumber} · {item.courseName}
                      </div>
                    </>
                  ),
                },
                ...(headOffice
                  ? [
                      {
                        id: 'centre',
                        header: _('accounts.col.centre'),
                        cell: (item: Due) => item.centre.code,
                      },
                    ]
                  : []),
                {
                  id: 'paid',
                  header: _('accounts.dues.paid'),
                  ...MONEY,
                  cell: (item) => formatPaise(item.status.paidPaise),
                },
                {
                  id: 'due',
                  header: _('accounts.dues.due'),
                  ...MONEY,
                  className: `${MONEY.className} font-medium`,
                  cell: (item) => formatPaise(item.status.duePaise),
                },
                {
                  id: 'overdue',
                  header: _('accounts.dues.overdue'),
                  cell: (item) =>
                    item.status.overduePaise > 0 ? (
                      <span className="font-medium text-red-800">
                        {_('accounts.dues.overdueSince', {
                          amount: formatPaise(item.status.overduePaise),
                          date: formatDate(item.status.overdueSince ?? ''),
                        })}
                      </span>
                    ) : item.status.nextDueDate ? (
                      <span className="text-slate-700">
                        {_('accounts.dues.nextDue', { date: formatDate(item.status.nextDueDate) })}
                      </span>
                    ) : (
                      <span className="text-slate-700">—</span>
                    ),
                },
              ]}
              rows={dues.data}
              rowKey={(item) => item.registrationNumber}
            />
          </div>
        )}
      </Section>
    </div>
  );
}
