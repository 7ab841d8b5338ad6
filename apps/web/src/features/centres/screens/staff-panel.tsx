import { zodResolver } from '@hookform/resolvers/zod';
import {
  resetPasswordSchema,
  staffCreateSchema,
  type CentreAdminItem,
  type ResetPasswordInput,
  type StaffCreateInput,
  type StaffItem,
} from '@institute/shared/centres';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import {
  useCentreStaff,
  useCreateStaff,
  useResetStaffPassword,
  useSetStaffStatus,
} from '../centres-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { SECONDARY } from '../../../components/ui/button';
import { SMALL_BUTTON } from '../../../components/ui/button';

function AddStaffForm({ centreId }: { centreId: number }) {
  const create = useCreateStaff(centreId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffCreateInput>({ resolver: zodResolver(staffCreateSchema) });

  const onValid = async (values: StaffCreateInput) => {
    setFailure(null);
    try {
      const staff = await create.mutateAsync(values);
      reset({ name: '', email: '', password: '' });
      showToast(`Staff account created for ${staff.name}.`, 'success');
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of ['name', 'email', 'password'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      setFailure(messageOf(error, 'Could not create the account. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <h3 className="font-semibold text-slate-900 sm:col-span-2">Add staff</h3>
      <div className="sm:col-span-2">
        <FormAlert message={failure} />
      </div>
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Initial password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Give it to them in person."
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="self-end">
        <SubmitButton busy={isSubmitting} busyLabel="Creating...">
          Add staff
        </SubmitButton>
      </div>
    </form>
  );
}

function ResetPasswordForm({ staff, onDone }: { staff: StaffItem; onDone: () => void }) {
  const resetPassword = useResetStaffPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema) });

  const onValid = async ({ password }: ResetPasswordInput) => {
    setFailure(null);
    try {
      const { message } = await resetPassword.mutateAsync({ userId: staff.id, password });
      showToast(`${staff.name}: ${message}`, 'success');
      onDone();
    } catch (error) {
      setFailure(messageOf(error, 'Could not reset the password. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FormAlert message={failure} />
      <p className="text-slate-800">
        Set a new password for {staff.name} ({staff.email}). They are signed out everywhere.
      </p>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        data-autofocus
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Reset password
      </SubmitButton>
    </form>
  );
}

/** A centre's staff accounts: list, add, reset password, deactivate or activate. */
export function StaffPanel({ centre }: { centre: CentreAdminItem }) {
  const staff = useCentreStaff(centre.id);
  const setStatus = useSetStaffStatus(centre.id);
  const [resetting, setResetting] = useState<StaffItem | null>(null);
  const [pending, setPending] = useState<StaffItem | null>(null);

  const confirm = () => {
    if (!pending) return;
    const action = pending.status === 'active' ? 'deactivate' : 'activate';
    setStatus.mutate(
      { userId: pending.id, action },
      {
        onSuccess: (updated) => {
          setPending(null);
          showToast(
            updated.status === 'active'
              ? `${updated.name} can sign in again.`
              : `${updated.name} was deactivated and signed out.`,
            'success',
          );
        },
        onError: (error) => {
          setPending(null);
          showToast(
            messageOf(error, `Could not ${action} the account. Please try again.`),
            'error',
          );
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="staff-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="staff-heading" className="text-xl font-bold text-brand-900">
        Staff of {centre.name} ({centre.code})
      </h2>
      {staff.isPending && <p className="mt-3 text-slate-700">Loading staff...</p>}
      {staff.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {messageOf(staff.error, 'Could not load the staff. Please try again.')}
        </p>
      )}
      {staff.data && staff.data.length === 0 && (
        <p className="mt-3 text-slate-700">No staff accounts yet.</p>
      )}
      {staff.data && staff.data.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <DataTable
            caption={`Staff accounts of ${centre.name}`}
            cards={false}
            className="w-full text-left"
            columns={[
              { id: 'name', header: 'Name', cell: (member) => member.name },
              { id: 'email', header: 'Email', cell: (member) => member.email },
              {
                id: 'status',
                header: 'Status',
                cell: (member) => (member.status === 'active' ? 'Active' : 'Deactivated'),
              },
              {
                id: 'actions',
                header: 'Actions',
                actions: true,
                cell: (member) => (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => setResetting(member)}
                    >
                      Reset password
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => setPending(member)}
                    >
                      {member.status === 'active' ? 'Deactivate' : 'Activate'}
                    </button>
                  </div>
                ),
              },
            ]}
            rows={staff.data}
            rowKey={(member) => member.id}
          />
        </div>
      )}
      <AddStaffForm key={centre.id} centreId={centre.id} />

      <Dialog open={resetting !== null} title="Reset password" onClose={() => setResetting(null)}>
        {resetting && <ResetPasswordForm staff={resetting} onDone={() => setResetting(null)} />}
      </Dialog>

      <Dialog
        open={pending !== null}
        title={pending?.status === 'active' ? 'Deactivate account?' : 'Activate account?'}
        onClose={() => {
          if (!setStatus.isPending) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="text-slate-800">
              {pending.status === 'active'
                ? `${pending.name} will be signed out and can no longer sign in.`
                : `${pending.name} will be able to sign in again.`}
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
                {pending.status === 'active' ? 'Deactivate' : 'Activate'}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
