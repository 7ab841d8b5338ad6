// Going live (decision 0055): head office's go-live date, and a course's current fee applied to
// chosen existing students after a preview of who changes.
import type { CourseFeeItem, FeeChangeItem } from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useApplyFeeChange, useFeeChangePreview, useGoLive, useSaveGoLive } from '../accounts-api';
import { CARD, MONEY, TABLE_WRAP } from './account-parts';

/** The go-live date: shown to all; head office sets or clears it. */
export function GoLiveSection({ headOffice }: { headOffice: boolean }) {
  const { _ } = useLingui();
  const goLive = useGoLive();
  const save = useSaveGoLive();
  const [date, setDate] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = goLive.data?.goLiveDate ?? null;
  const submit = async (value: string | null) => {
    setFailure(null);
    try {
      await save.mutateAsync(value);
      setDate(null);
      showToast(_('accounts.goLive.saved'), 'success');
    } catch (error) {
      setFailure(messageOf(error, _('accounts.goLive.failed')));
    }
  };
  return (
    <section className={`${CARD} mb-6`} aria-labelledby="go-live-heading">
      <h2 id="go-live-heading" className="text-lg font-semibold text-slate-900">
        {_('accounts.goLive.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{_('accounts.goLive.intro')}</p>
      <p className="mt-2 text-sm font-medium text-slate-900" data-testid="go-live-current">
        {current ? _('accounts.goLive.current', { date: current }) : _('accounts.goLive.none')}
      </p>
      {headOffice && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(date ?? current);
          }}
        >
          <FormAlert message={failure} />
          <label className="text-sm font-medium text-slate-800">
            {_('accounts.goLive.field')}
            <input
              type="date"
              className="mt-1 block rounded border border-slate-300 px-2 py-1"
              value={date ?? current ?? ''}
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <button type="submit" className={PRIMARY} disabled={save.isPending}>
            {_('accounts.goLive.save')}
          </button>
          {current && (
            <button
              type="button"
              className={SECONDARY}
              disabled={save.isPending}
              onClick={() => void submit(null)}
            >
              {_('accounts.goLive.clear')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}

/**
 * Applies a course's current fee to chosen existing students: the list shows each student's
 * current total, the new one and what they paid; the chosen ones are confirmed, then applied.
 */
export function ApplyFeeChange({ course, onDone }: { course: CourseFeeItem; onDone: () => void }) {
  const { _ } = useLingui();
  const preview = useFeeChangePreview(course.courseCode);
  const apply = useApplyFeeChange();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (preview.isPending) return <LoadingMessage />;
  if (preview.isError) return <ErrorMessage>{_('accounts.feeChange.loadFailed')}</ErrorMessage>;
  const students = preview.data.students;
  const picked = students.filter((s) => chosen.has(s.registrationNumber));
  const toggle = (number: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  const confirm = async () => {
    setFailure(null);
    try {
      await apply.mutateAsync({
        courseCode: course.courseCode,
        registrationNumbers: picked.map((s) => s.registrationNumber),
      });
      showToast(_('accounts.feeChange.applied', { count: picked.length }), 'success');
      onDone();
    } catch (error) {
      setFailure(messageOf(error, _('accounts.feeChange.failed')));
      setConfirming(false);
    }
  };
  const columns = [
    ...(confirming
      ? []
      : [
          {
            id: 'choose',
            header: _('accounts.feeChange.choose'),
            cell: (row: FeeChangeItem) => (
              <input
                type="checkbox"
                aria-label={_('accounts.feeChange.chooseLabel', { name: row.name })}
                checked={chosen.has(row.registrationNumber)}
                disabled={row.refusal !== null}
                onChange={() => toggle(row.registrationNumber)}
              />
            ),
          },
        ]),
    {
      id: 'name',
      header: _('accounts.feeChange.name'),
      rowHeader: true,
      cell: (row: FeeChangeItem) => row.name,
    },
    {
      id: 'number',
      header: _('accounts.feeChange.registrationNumber'),
      cell: (row: FeeChangeItem) => row.registrationNumber,
    },
    {
      id: 'old',
      header: _('accounts.feeChange.oldTotal'),
      ...MONEY,
      cell: (row: FeeChangeItem) => formatPaise(row.oldTotalPaise),
    },
    {
      id: 'new',
      header: _('accounts.feeChange.newTotal'),
      ...MONEY,
      cell: (row: FeeChangeItem) => formatPaise(row.newTotalPaise),
    },
    {
      id: 'paid',
      header: _('accounts.feeChange.paid'),
      ...MONEY,
      cell: (row: FeeChangeItem) => (
        <>
          {formatPaise(row.paidPaise)}
          {row.refusal && (
            <span className="block text-xs text-red-700">{_('accounts.feeChange.belowPaid')}</span>
          )}
        </>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {confirming
          ? _('accounts.feeChange.confirmIntro', {
              count: picked.length,
              amount: formatPaise(preview.data.courseFeePaise),
            })
          : _('accounts.feeChange.intro', { amount: formatPaise(preview.data.courseFeePaise) })}
      </p>
      <FormAlert message={failure} />
      <div className={TABLE_WRAP}>
        <DataTable
          caption={_('accounts.feeChange.caption')}
          className="w-full text-left"
          columns={columns}
          rows={confirming ? picked : students}
          rowKey={(row) => row.registrationNumber}
          empty={_('accounts.feeChange.empty')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {confirming ? (
          <>
            <button
              type="button"
              className={PRIMARY}
              disabled={apply.isPending}
              onClick={() => void confirm()}
            >
              {_('accounts.feeChange.confirm', { count: picked.length })}
            </button>
            <button type="button" className={SECONDARY} onClick={() => setConfirming(false)}>
              {_('accounts.feeChange.back')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={PRIMARY}
            disabled={picked.length === 0}
            onClick={() => setConfirming(true)}
          >
            {_('accounts.feeChange.review', { count: picked.length })}
          </button>
        )}
      </div>
    </div>
  );
}
