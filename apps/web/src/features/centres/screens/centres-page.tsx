import type { CentreAdminItem } from '@institute/shared/centres';
import { instituteDate } from '@institute/shared/institute-time';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { DEMO } from '@institute/shared/demo';
import { useCentresAdmin, useRemoveDemoData, useSetCentreStatus } from '../centres-api';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { CentreForm } from './centre-form';
import { StaffPanel } from './staff-panel';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { SECONDARY } from '../../../components/ui/button';
import { PRIMARY, SMALL_BUTTON } from '../../../components/ui/button';

type Editing = { centre: CentreAdminItem | null } | null;

/** Head office: the centres of the network, their details, status and staff accounts. */
export function CentresPage() {
  const user = useStaffUser();
  const { _ } = useLingui();
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{_('centres.title')}</h1>
        <p role="alert" className="mt-4 text-red-700">
          {_('centres.headOfficeOnly')}
        </p>
      </div>
    );
  }
  return <CentresAdmin />;
}

function CentresAdmin() {
  const centres = useCentresAdmin();
  const setStatus = useSetCentreStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<CentreAdminItem | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = centres.data?.find((centre) => centre.id === selectedId) ?? null;
  const today = instituteDate();
  const { _ } = useLingui();

  const confirm = () => {
    if (!pending) return;
    const action = pending.status === 'active' ? 'suspend' : 'activate';
    setStatus.mutate(
      { id: pending.id, action },
      {
        onSuccess: (centre) => {
          setPending(null);
          showToast(
            centre.status === 'suspended'
              ? _('centres.suspended', { name: centre.name })
              : _('centres.activated', { name: centre.name }),
            'success',
          );
        },
        onError: (error) => {
          setPending(null);
          showToast(
            error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
              ? error.message
              : action === 'suspend'
                ? _('centres.suspendFailed')
                : _('centres.activateFailed'),
            'error',
          );
        },
      },
    );
  };

  return (
    <div className="p-4 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">{_('centres.title')}</h1>
        <button type="button" className={PRIMARY} onClick={() => setEditing({ centre: null })}>
          {_('centres.add')}
        </button>
      </div>

      {centres.isPending && <p className="mt-4 text-slate-700">{_('centres.loading')}</p>}
      {centres.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {_('centres.loadFailed')}
        </p>
      )}
      {centres.data && (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('centres.title')}
            className="w-full text-left"
            columns={[
              {
                id: 'code',
                header: _('centres.col.code'),
                className: 'font-mono',
                cell: (centre) => centre.code,
              },
              {
                id: 'name',
                header: _('centres.col.name'),
                cell: (centre) => (
                  <>
                    <div className="font-medium text-slate-900">{centre.name}</div>
                    <div className="whitespace-pre-line text-slate-600">{centre.address}</div>
                  </>
                ),
              },
              {
                id: 'contact',
                header: _('centres.col.contact'),
                cell: (centre) => (
                  <>
                    <div>{centre.phone}</div>
                    {centre.email && <div className="text-slate-600">{centre.email}</div>}
                    {centre.gstin && (
                      <div className="text-slate-600">
                        {_('centres.gstin', { gstin: centre.gstin })}
                      </div>
                    )}
                  </>
                ),
              },
              { id: 'staff', header: _('centres.col.staff'), cell: (centre) => centre.staffCount },
              {
                id: 'affiliation',
                header: _('centres.col.affiliation'),
                cell: (centre) =>
                  centre.affiliationUntil === null ? (
                    _('centres.affiliation.none')
                  ) : centre.affiliationUntil < today ? (
                    <span className="font-semibold text-red-800">
                      {_('centres.affiliation.ended', {
                        date: formatDate(centre.affiliationUntil),
                      })}
                    </span>
                  ) : (
                    _('centres.affiliation.until', { date: formatDate(centre.affiliationUntil) })
                  ),
              },
              {
                id: 'status',
                header: _('centres.col.status'),
                cell: (centre) => (
                  <span
                    className={`rounded-full px-2 py-1 text-xs font-semibold ${
                      centre.status === 'active'
                        ? 'bg-green-100 text-green-800'
                        : 'bg-red-100 text-red-800'
                    }`}
                  >
                    {centre.status === 'active'
                      ? _('centres.status.active')
                      : _('centres.status.suspended')}
                  </span>
                ),
              },
              {
                id: 'actions',
                header: _('centres.col.actions'),
                actions: true,
                cell: (centre) => (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('centres.editNamed', { name: centre.name })}
                      onClick={() => setEditing({ centre })}
                    >
                      {_('centres.edit')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('centres.staffNamed', { name: centre.name })}
                      aria-pressed={selectedId === centre.id}
                      onClick={() => setSelectedId(centre.id)}
                    >
                      {_('centres.staff')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={
                        centre.status === 'active'
                          ? _('centres.suspendNamed', { name: centre.name })
                          : _('centres.activateNamed', { name: centre.name })
                      }
                      onClick={() => setPending(centre)}
                    >
                      {centre.status === 'active' ? _('centres.suspend') : _('centres.activate')}
                    </button>
                  </div>
                ),
              },
            ]}
            rows={centres.data}
            rowKey={(centre) => centre.id}
          />
        </div>
      )}

      {centres.data?.some((centre) => centre.code === DEMO.centre.code) && <DemoDataNotice />}

      {selected && <StaffPanel centre={selected} />}

      <Dialog
        open={editing !== null}
        title={
          editing?.centre ? _('centres.editNamed', { name: editing.centre.name }) : _('centres.add')
        }
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CentreForm
            centre={editing.centre}
            onSaved={(centre) => {
              setEditing(null);
              showToast(
                editing.centre
                  ? _('centres.saved', { name: centre.name })
                  : _('centres.added', { name: centre.name }),
                'success',
              );
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={pending !== null}
        title={
          pending?.status === 'active'
            ? _('centres.confirm.suspendTitle')
            : _('centres.confirm.activateTitle')
        }
        onClose={() => {
          if (!setStatus.isPending) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="text-slate-800">
              {pending.status === 'active'
                ? _('centres.confirm.suspendText', {
                    name: pending.name,
                    code: pending.code,
                    count: pending.staffCount,
                  })
                : _('centres.confirm.activateText', { name: pending.name, code: pending.code })}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setPending(null)}
                disabled={setStatus.isPending}
              >
                {_('centres.cancel')}
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={setStatus.isPending}
                className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold text-white disabled:opacity-70 ${FOCUS_RING} ${
                  pending.status === 'active'
                    ? 'bg-red-700 hover:bg-red-800'
                    : 'bg-brand-700 hover:bg-brand-800'
                }`}
              >
                {pending.status === 'active' ? _('centres.suspend') : _('centres.activate')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

/**
 * The first-day checklist's last step (docs/deploy.md): while the demo centre is there, head
 * office may remove it with its staff account and student; the server refuses (and says why)
 * when the centre holds records of the institute's own.
 */
function DemoDataNotice() {
  const remove = useRemoveDemoData();
  const { _ } = useLingui();
  const onRemove = () => {
    if (!window.confirm(_('centres.demo.confirm', { code: DEMO.centre.code }))) return;
    remove.mutate(undefined, {
      onSuccess: ({ message }) => showToast(message, 'success'),
      onError: (error) =>
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : _('centres.demo.failed'),
          'error',
        ),
    });
  };
  return (
    <section
      aria-labelledby="demo-data-heading"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="demo-data-heading" className="font-semibold">
        {_('centres.demo.heading')}
      </h2>
      <p className="mt-1">{_('centres.demo.text', { code: DEMO.centre.code })}</p>
      <button
        type="button"
        className={`${SECONDARY} mt-3`}
        disabled={remove.isPending}
        onClick={onRemove}
      >
        {_('centres.demo.remove')}
      </button>
    </section>
  );
}
