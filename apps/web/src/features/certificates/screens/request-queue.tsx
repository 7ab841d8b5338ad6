import type { QueueItem } from '@institute/shared/certificate-approval';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  dispatchSchema,
  reasonSchema,
  type BulkAction,
  type RequestStatus,
} from '@institute/shared/certificates';
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

const SMALL = SECONDARY.replace('px-4', 'px-3');

/** What head office can do to the requests in each status. */
const ACTIONS: Partial<Record<RequestStatus, { action: BulkAction; label: string }[]>> = {
  requested: [
    { action: 'approve', label: 'Approve' },
    { action: 'reject', label: 'Reject' },
  ],
  approved: [{ action: 'print', label: 'Mark printed' }],
  printed: [{ action: 'dispatch', label: 'Dispatch' }],
  dispatched: [{ action: 'deliver', label: 'Mark delivered' }],
};

const TABS: { status: RequestStatus; label: string }[] = [
  { status: 'requested', label: 'To approve' },
  { status: 'approved', label: 'To print' },
  { status: 'printed', label: 'To dispatch' },
  { status: 'dispatched', label: 'In transit' },
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
          showToast(
            `${done.length} ${done.length === 1 ? 'request' : 'requests'} updated.`,
            'success',
          );
        }
        for (const failure of failed) showToast(failure.message, 'error');
      },
      onError: (error) =>
        showToast(errorMessage(error, 'Could not update. Please try again.'), 'error'),
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
        Requests (head office)
      </h2>
      <ApprovalSettingsPanel />
      <div role="group" aria-label="Requests by status" className="mt-2 flex flex-wrap gap-2">
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
            {tab.label}
          </button>
        ))}
      </div>
      {requests.isPending && <p className="mt-2 text-slate-700">Loading...</p>}
      {requests.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the requests. Please try again.
        </p>
      )}
      {requests.data && items.length === 0 && (
        <p className="mt-2 text-slate-700">Nothing waiting here.</p>
      )}
      {items.length > 0 && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-700">{selected.size} chosen:</span>
            {actions.map((item) => (
              <button
                key={item.action}
                type="button"
                className={SMALL}
                disabled={chosenFor(item.action).length === 0 || step.isPending}
                onClick={() => act(item.action, chosenFor(item.action))}
              >
                {item.label} chosen
              </button>
            ))}
          </div>
          <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <DataTable
              caption={`Requests: ${TABS.find((tab) => tab.status === status)?.label ?? ''}`}
              cards={false}
              className="w-full text-left"
              columns={[
                {
                  id: 'choose',
                  header: 'Choose all',
                  headerContent: (
                    <input
                      type="checkbox"
                      aria-label="Choose all"
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
                      aria-label={`Choose ${item.studentName} (${item.registrationNumber})`}
                      checked={selected.has(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  ),
                },
                {
                  id: 'student',
                  header: 'Student',
                  cell: (item) => (
                    <>
                      <div className="font-medium">{item.studentName}</div>
                      <div className="font-mono text-slate-700">{item.registrationNumber}</div>
                      {item.kind !== 'original' && (
                        <div className="text-slate-700">
                          {item.kind}: {item.reason}
                        </div>
                      )}
                    </>
                  ),
                },
                { id: 'centre', header: 'Centre', cell: (item) => item.centreName },
                {
                  id: 'requestDate',
                  header: 'Request Date',
                  cell: (item) => formatDate(item.requestedAt, 'short'),
                },
                {
                  id: 'status',
                  header: 'Status',
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
                  header: 'Actions',
                  actions: true,
                  cell: (item) => (
                    <>
                      <div className="flex flex-wrap gap-2">
                        {actions
                          .filter((action) => allowed(item, action.action))
                          .map((action) => (
                            <button
                              key={action.action}
                              type="button"
                              className={SMALL}
                              disabled={step.isPending}
                              aria-label={`${action.label} ${item.studentName} (${item.registrationNumber})`}
                              onClick={() => act(action.action, [item.id])}
                            >
                              {action.label}
                            </button>
                          ))}
                      </div>
                      {item.blockedReason && (
                        <p className="mt-2 max-w-xs text-xs text-slate-700">{item.blockedReason}</p>
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
        title={asking?.action === 'reject' ? 'Reject requests' : 'Dispatch certificates'}
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
  label,
  count,
  busy,
  onCancel,
}: { label: string } & Omit<AskingProps<never>, 'onConfirm'>) {
  return (
    <div className="flex gap-2">
      <button type="submit" className={PRIMARY} disabled={busy}>
        {label} {count}
      </button>
      <button type="button" className={SECONDARY} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** The reason the centre is told when its requests are rejected. */
function RejectForm(props: AskingProps<ReasonValues>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  return (
    <form onSubmit={(event) => void handleSubmit(props.onConfirm)(event)} className="grid gap-4">
      <TextField label="Reason" required error={errors.reason?.message} {...register('reason')} />
      <AskingButtons label="Reject" {...props} />
    </form>
  );
}

/** The courier and tracking number of dispatched certificates. */
function DispatchForm(props: AskingProps<DispatchValues>) {
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
        label="Courier"
        required
        error={errors.courier?.message}
        {...register('courier')}
      />
      <TextField
        label="Tracking number"
        required
        error={errors.trackingNumber?.message}
        {...register('trackingNumber')}
      />
      <AskingButtons label="Dispatch" {...props} />
    </form>
  );
}
