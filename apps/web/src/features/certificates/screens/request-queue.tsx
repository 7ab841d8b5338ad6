import type { QueueItem } from '@institute/shared/certificate-approval';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dispatchSchema,
  reasonSchema,
  type BulkAction,
  type RequestStatus,
} from '@institute/shared/certificates';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { Dialog } from '../../../components/ui/dialog';
import {
  errorMessage,
  useCertificateRequests,
  useRequestStep,
  type StepInput,
} from '../certificates-api';
import { showToast } from '../../../lib/toast';
import { ApprovalSettingsPanel } from './approval-settings';
import { StatusBadge } from './certificate-parts';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { serverText } from '../../../i18n/server-texts';

const SMALL = SECONDARY.replace('px-4', 'px-3');

/** What head office can do to the requests in each status. */
const ACTIONS: Partial<Record<RequestStatus, BulkAction[]>> = {
  requested: ['approve', 'reject'],
  approved: ['print'],
  printed: ['dispatch'],
  dispatched: ['deliver'],
};

const TABS: { status: RequestStatus; label: MessageId }[] = [
  { status: 'requested', label: 'certificates.queue.tab.requested' },
  { status: 'approved', label: 'certificates.queue.tab.approved' },
  { status: 'printed', label: 'certificates.queue.tab.printed' },
  { status: 'dispatched', label: 'certificates.queue.tab.dispatched' },
];

type Asking = { action: 'reject' | 'dispatch'; ids: number[] } | null;

/**
 * Whether the server lets the signed-in user take this action on this request: Approve and Mark
 * printed are offered only where the list says so (the server refuses them otherwise).
 */
const allowed = (item: Partial<QueueItem> | undefined, action: BulkAction) =>
  !!item &&
  (action === 'approve'
    ? item.canApprove !== false
    : action === 'print'
      ? item.canPrint !== false
      : true);

/** Head office's queue: approve, reject, print and dispatch requests, one by one or in bulk. */
export function RequestQueue() {
  const { _ } = useLingui();
  const [status, setStatus] = useState<RequestStatus>('requested');
  const requests = useCertificateRequests(status);
  const step = useRequestStep();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState<Asking>(null);
  const items = requests.data ?? [];
  const actions = ACTIONS[status] ?? [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const chosenFor = (action: BulkAction) =>
    [...selected].filter((id) => allowed(byId.get(id), action));

  const run = (input: StepInput) =>
    step.mutate(input, {
      onSuccess: ({ done, failed }) => {
        setSelected(new Set());
        setAsking(null);
        if (done.length > 0) {
          showToast(_('certificates.queue.updated', { count: done.length }), 'success');
        }
        // The results of a bulk step are data, in English: written here in the page's language.
        for (const failure of failed) showToast(serverText(failure.message), 'error');
      },
      onError: (error) =>
        showToast(errorMessage(error, _('certificates.queue.updateFailed')), 'error'),
    });

  const act = (action: BulkAction, ids: number[]) => {
    if (ids.length === 0) return;
    if (action === 'reject' || action === 'dispatch') {
      setAsking({ action, ids });
      return;
    }
    run({ action, ids });
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = items.length > 0 && items.every((item) => selected.has(item.id));

  return (
    <section aria-labelledby="queue-heading" className="mt-6">
      <h2 id="queue-heading" className="text-lg font-semibold text-brand-900">
        {_('certificates.queue.title')}
      </h2>
      <ApprovalSettingsPanel />
      <div
        role="group"
        aria-label={_('certificates.queue.byStatus')}
        className="mt-2 flex flex-wrap gap-2"
      >
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            aria-pressed={status === tab.status}
            className={status === tab.status ? PRIMARY : SMALL}
            onClick={() => {
              setStatus(tab.status);
              setSelected(new Set());
            }}
          >
            {_(tab.label)}
          </button>
        ))}
      </div>
      {requests.isPending && <p className="mt-2 text-slate-700">{_('ui.loading')}</p>}
      {requests.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {_('certificates.requests.loadFailed')}
        </p>
      )}
      {requests.data && items.length === 0 && (
        <p className="mt-2 text-slate-700">{_('certificates.queue.empty')}</p>
      )}
      {items.length > 0 && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700">
              {_('certificates.queue.chosen', { count: selected.size })}
            </span>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={SMALL}
                disabled={chosenFor(action).length === 0 || step.isPending}
                onClick={() => act(action, chosenFor(action))}
              >
                {_('certificates.queue.actionChosen', { action })}
              </button>
            ))}
          </div>
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <DataTable
              caption={_('certificates.queue.caption', {
                tab: _(TABS.find((tab) => tab.status === status)?.label ?? TABS[0]!.label),
              })}
              className="w-full text-left"
              columns={[
                {
                  id: 'choose',
                  header: _('certificates.queue.chooseAll'),
                  headerContent: (
                    <input
                      type="checkbox"
                      aria-label={_('certificates.queue.chooseAll')}
                      className="size-5"
                      checked={allChosen}
                      onChange={() =>
                        setSelected(allChosen ? new Set() : new Set(items.map((item) => item.id)))
                      }
                    />
                  ),
                  cell: (item) => (
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={_('certificates.queue.chooseOne', {
                        name: item.studentName,
                        registrationNumber: item.registrationNumber,
                      })}
                      checked={selected.has(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  ),
                },
                {
                  id: 'student',
                  header: _('certificates.col.student'),
                  cell: (item) => (
                    <>
                      <div className="font-medium">{item.studentName}</div>
                      <div className="font-mono text-slate-700">{item.registrationNumber}</div>
                      {item.kind !== 'original' && (
                        <div className="text-slate-700">
                          {_('certificates.queue.kindReason', {
                            kind: item.kind,
                            reason: item.reason ?? '',
                          })}
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  id: 'centre',
                  header: _('certificates.col.centre'),
                  cell: (item) => item.centreName,
                },
                {
                  id: 'requestDate',
                  header: _('certificates.col.requestDate'),
                  cell: (item) => formatDate(item.requestedAt, 'short'),
                },
                {
                  id: 'status',
                  header: _('certificates.col.status'),
                  cell: (item) => (
                    <>
                      <StatusBadge status={item.status} />
                      {item.certificateNumber && (
                        <div className="mt-1 font-mono">{item.certificateNumber}</div>
                      )}
                    </>
                  ),
                },
                {
                  id: 'actions',
                  header: _('certificates.col.actions'),
                  actions: true,
                  cell: (item) => (
                    <>
                      <div className="flex flex-wrap gap-2">
                        {actions
                          .filter((action) => allowed(item, action))
                          .map((action) => (
                            <button
                              key={action}
                              type="button"
                              className={SMALL}
                              disabled={step.isPending}
                              aria-label={_('certificates.queue.actionFor', {
                                action,
                                name: item.studentName,
                                registrationNumber: item.registrationNumber,
                              })}
                              onClick={() => act(action, [item.id])}
                            >
                              {_('certificates.queue.action', { action })}
                            </button>
                          ))}
                      </div>
                      {item.blockedReason && (
                        <p className="mt-2 max-w-xs text-xs text-slate-700">
                          {serverText(item.blockedReason)}
                        </p>
                      )}
                    </>
                  ),
                },
              ]}
              rows={items}
              rowKey={(item) => item.id}
            />
          </div>
        </>
      )}
      <Dialog
        open={asking !== null}
        title={
          asking?.action === 'reject'
            ? _('certificates.queue.rejectTitle')
            : _('certificates.queue.dispatchTitle')
        }
        onClose={() => setAsking(null)}
      >
        {asking?.action === 'reject' && (
          <RejectForm
            count={asking.ids.length}
            busy={step.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={({ reason }) => run({ action: 'reject', ids: asking.ids, reason })}
          />
        )}
        {asking?.action === 'dispatch' && (
          <DispatchForm
            count={asking.ids.length}
            busy={step.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={(details) => run({ action: 'dispatch', ids: asking.ids, ...details })}
          />
        )}
      </Dialog>
    </section>
  );
}

type ReasonValues = { reason: string };
type DispatchValues = { courier: string; trackingNumber: string };

interface AskingProps<Values> {
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (details: Values) => void;
}

function AskingButtons({
  action,
  count,
  busy,
  onCancel,
}: { action: 'reject' | 'dispatch' } & Omit<AskingProps<never>, 'onConfirm'>) {
  const { _ } = useLingui();
  return (
    <div className="flex gap-2">
      <button type="submit" className={PRIMARY} disabled={busy}>
        {action === 'reject'
          ? _('certificates.queue.confirmReject', { count })
          : _('certificates.queue.confirmDispatch', { count })}
      </button>
      <button type="button" className={SECONDARY} onClick={onCancel}>
        {_('certificates.cancel')}
      </button>
    </div>
  );
}

/** The reason the centre is told when its requests are rejected. */
function RejectForm(props: AskingProps<ReasonValues>) {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(props.onConfirm)(event)} className="grid gap-4">
      <TextField
        label={_('certificates.reason')}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      <AskingButtons action="reject" {...props} />
    </form>
  );
}

/** The courier and tracking number of dispatched certificates. */
function DispatchForm(props: AskingProps<DispatchValues>) {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DispatchValues>({
    resolver: zodResolver(dispatchSchema),
    defaultValues: { courier: '', trackingNumber: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(props.onConfirm)(event)} className="grid gap-4">
      <TextField
        label={_('certificates.queue.courier')}
        required
        error={errors.courier?.message}
        {...register('courier')}
      />
      <TextField
        label={_('certificates.queue.trackingNumber')}
        required
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <AskingButtons action="dispatch" {...props} />
    </form>
  );
}
