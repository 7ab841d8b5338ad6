import { CENTRE_MESSAGES, type CentreAdminItem } from '@institute/shared/centres';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { useCentresAdmin, useSetCentreStatus } from '../centres-api';
import { ApiRequestError } from '../../../lib/api-client';
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
  if (!isHeadOffice(user)) {
    return (
      <div className="p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Centres</h1>
        <p role="alert" className="mt-4 text-red-700">
          {CENTRE_MESSAGES.headOfficeOnly}
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
              ? `${centre.name}: ${CENTRE_MESSAGES.centreSuspended}.`
              : `${centre.name}: ${CENTRE_MESSAGES.centreActivated}.`,
            'success',
          );
        },
        onError: (error) => {
          setPending(null);
          showToast(
            error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
              ? error.message
              : `Could not ${action} the centre. Please try again.`,
            'error',
          );
        },
      },
    );
  };

  return (
    <div className="p-4 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">Centres</h1>
        <button type="button" className={PRIMARY} onClick={() => setEditing({ centre: null })}>
          Add centre
        </button>
      </div>

      {centres.isPending && <p className="mt-4 text-slate-700">Loading centres...</p>}
      {centres.isError && (
        <p role="alert" className="mt-4 text-red-700">
          Could not load the centres. Please try again.
        </p>
      )}
      {centres.data && (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption="Centres"
            cards={false}
            className="w-full text-left"
            columns={[
              { id: 'code', header: 'Code', className: 'font-mono', cell: (centre) => centre.code },
              {
                id: 'name',
                header: 'Name',
                cell: (centre) => (
                  <>
                    <div className="font-medium text-slate-900">{centre.name}</div>
                    <div className="whitespace-pre-line text-slate-600">{centre.address}</div>
                  </>
                ),
              },
              {
                id: 'contact',
                header: 'Contact',
                cell: (centre) => (
                  <>
                    <div>{centre.phone}</div>
                    {centre.email && <div className="text-slate-600">{centre.email}</div>}
                  </>
                ),
              },
              { id: 'staff', header: 'Staff', cell: (centre) => centre.staffCount },
              {
                id: 'status',
                header: 'Status',
                cell: (centre) => (
                  <span
                    className={`rounded-full px-2 py-1 text-xs font-semibold ${
                      centre.status === 'active'
                        ? 'bg-green-100 text-green-800'
                        : 'bg-red-100 text-red-800'
                    }`}
                  >
                    {centre.status === 'active' ? 'Active' : 'Suspended'}
                  </span>
                ),
              },
              {
                id: 'actions',
                header: 'Actions',
                actions: true,
                cell: (centre) => (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={`Edit ${centre.name}`}
                      onClick={() => setEditing({ centre })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={`Staff of ${centre.name}`}
                      aria-pressed={selectedId === centre.id}
                      onClick={() => setSelectedId(centre.id)}
                    >
                      Staff
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={`${centre.status === 'active' ? 'Suspend' : 'Activate'} ${centre.name}`}
                      onClick={() => setPending(centre)}
                    >
                      {centre.status === 'active' ? 'Suspend' : 'Activate'}
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

      {selected && <StaffPanel centre={selected} />}

      <Dialog
        open={editing !== null}
        title={editing?.centre ? `Edit ${editing.centre.name}` : 'Add centre'}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CentreForm
            centre={editing.centre}
            onSaved={(centre) => {
              setEditing(null);
              showToast(
                editing.centre ? `${centre.name} was saved.` : `${centre.name} was added.`,
                'success',
              );
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={pending !== null}
        title={pending?.status === 'active' ? 'Suspend centre?' : 'Activate centre?'}
        onClose={() => {
          if (!setStatus.isPending) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="text-slate-800">
              {pending.status === 'active'
                ? `Suspend ${pending.name} (${pending.code})? Its ${pending.staffCount} staff are signed out and cannot sign in until the centre is activated again.`
                : `Activate ${pending.name} (${pending.code})? Its staff can sign in again.`}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                data-autofocus
                className={SECONDARY}
                onClick={() => setPending(null)}
                disabled={setStatus.isPending}
              >
                Cancel
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
                {pending.status === 'active' ? 'Suspend' : 'Activate'}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
