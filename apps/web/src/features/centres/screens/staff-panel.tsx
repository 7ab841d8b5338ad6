import { zodResolver } from '@hookform/resolvers/zod';
import {
  resetPasswordSchema,
  STAFF_ACCOUNT_ROLES,
  staffCreateSchema,
  type CentreAdminItem,
  type ResetPasswordInput,
  type StaffCreateInput,
  type StaffAccountRole,
  type StaffItem,
} from '@institute/shared/centres';
import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { SelectField } from '../../../components/form/select-field';
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

/** The kinds of account a centre has, as people read them. */
const ROLE_LABELS = {
  centre_staff: 'centres.staff.role.centre_staff',
  teacher: 'centres.staff.role.teacher',
} as const satisfies Record<StaffAccountRole, MessageId>;

/** A new account of the centre: head office chooses staff or teacher; centre staff add teachers. */
function AddStaffForm({ centreId, teachersOnly }: { centreId: number; teachersOnly: boolean }) {
  const create = useCreateStaff(centreId);
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffCreateInput>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { role: teachersOnly ? 'teacher' : 'centre_staff' },
  });

  const onValid = async (values: StaffCreateInput) => {
    setFailure(null);
    try {
      const staff = await create.mutateAsync(values);
      reset({ name: '', email: '', password: '', role: values.role });
      showToast(_('centres.staff.created', { name: staff.name }), 'success');
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of ['name', 'email', 'password'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
      setFailure(messageOf(error, _('centres.staff.createFailed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <h3 className="font-semibold text-slate-900 sm:col-span-2">
        {teachersOnly ? _('centres.teachers.add') : _('centres.staff.addHeading')}
      </h3>
      <div className="sm:col-span-2">
        <FormAlert message={failure} />
      </div>
      <TextField label={_('centres.col.name')} error={errors.name?.message} {...register('name')} />
      <TextField
        label={_('centres.staff.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={_('centres.staff.password')}
        type="password"
        autoComplete="new-password"
        hint={_('centres.staff.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      {!teachersOnly && (
        <SelectField
          label={_('centres.staff.role')}
          options={STAFF_ACCOUNT_ROLES.map((role) => ({
            value: role,
            label: _(ROLE_LABELS[role]),
          }))}
          {...register('role')}
        />
      )}
      <div className="self-end">
        <SubmitButton busy={isSubmitting} busyLabel={_('centres.staff.creating')}>
          {teachersOnly ? _('centres.teachers.add') : _('centres.staff.addHeading')}
        </SubmitButton>
      </div>
    </form>
  );
}

function ResetPasswordForm({ staff, onDone }: { staff: StaffItem; onDone: () => void }) {
  const resetPassword = useResetStaffPassword();
  const { _ } = useLingui();
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
      showToast(_('centres.staff.resetDone', { name: staff.name, message }), 'success');
      onDone();
    } catch (error) {
      setFailure(messageOf(error, _('centres.staff.resetFailed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FormAlert message={failure} />
      <p className="text-slate-800">
        {_('centres.staff.resetText', { name: staff.name, email: staff.email })}
      </p>
      <TextField
        label={_('centres.staff.newPassword')}
        type="password"
        autoComplete="new-password"
        data-autofocus
        hint={_('centres.staff.newPasswordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={_('centres.form.saving')}>
        {_('centres.staff.resetPassword')}
      </SubmitButton>
    </form>
  );
}

/**
 * A centre's accounts: list, add, reset password, deactivate or activate. Head office sees its
 * staff and teachers; the centre's own staff (teachersOnly) see and manage its teachers.
 */
export function StaffPanel({
  centre,
  teachersOnly = false,
}: {
  centre: Pick<CentreAdminItem, 'id' | 'name' | 'code'>;
  teachersOnly?: boolean;
}) {
  const query = useCentreStaff(centre.id);
  const staff = {
    ...query,
    data: teachersOnly ? query.data?.filter((member) => member.role === 'teacher') : query.data,
  };
  const setStatus = useSetStaffStatus(centre.id);
  const [resetting, setResetting] = useState<StaffItem | null>(null);
  const [pending, setPending] = useState<StaffItem | null>(null);
  const { _ } = useLingui();

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
              ? _('centres.staff.canSignIn', { name: updated.name })
              : _('centres.staff.deactivated', { name: updated.name }),
            'success',
          );
        },
        onError: (error) => {
          setPending(null);
          showToast(
            messageOf(
              error,
              action === 'deactivate'
                ? _('centres.staff.deactivateFailed')
                : _('centres.staff.activateFailed'),
            ),
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
        {teachersOnly
          ? _('centres.teachers.heading', { name: centre.name, code: centre.code })
          : _('centres.staff.heading', { name: centre.name, code: centre.code })}
      </h2>
      {teachersOnly && <p className="mt-1 text-slate-700">{_('centres.teachers.intro')}</p>}
      {staff.isPending && <p className="mt-3 text-slate-700">{_('centres.staff.loading')}</p>}
      {staff.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {messageOf(staff.error, _('centres.staff.loadFailed'))}
        </p>
      )}
      {staff.data && staff.data.length === 0 && (
        <p className="mt-3 text-slate-700">
          {teachersOnly ? _('centres.teachers.empty') : _('centres.staff.empty')}
        </p>
      )}
      {staff.data && staff.data.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <DataTable
            caption={
              teachersOnly
                ? _('centres.teachers.caption', { name: centre.name })
                : _('centres.staff.caption', { name: centre.name })
            }
            className="w-full text-left"
            columns={[
              { id: 'name', header: _('centres.col.name'), cell: (member) => member.name },
              { id: 'email', header: _('centres.staff.email'), cell: (member) => member.email },
              {
                id: 'role',
                header: _('centres.staff.role'),
                cell: (member) => _(ROLE_LABELS[member.role]),
              },
              {
                id: 'status',
                header: _('centres.col.status'),
                cell: (member) =>
                  member.status === 'active'
                    ? _('centres.status.active')
                    : _('centres.staff.deactivatedStatus'),
              },
              {
                id: 'actions',
                header: _('centres.col.actions'),
                actions: true,
                cell: (member) => (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => setResetting(member)}
                    >
                      {_('centres.staff.resetPassword')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      onClick={() => setPending(member)}
                    >
                      {member.status === 'active'
                        ? _('centres.staff.deactivate')
                        : _('centres.activate')}
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
      <AddStaffForm key={centre.id} centreId={centre.id} teachersOnly={teachersOnly} />

      <Dialog
        open={resetting !== null}
        title={_('centres.staff.resetPassword')}
        onClose={() => setResetting(null)}
      >
        {resetting && <ResetPasswordForm staff={resetting} onDone={() => setResetting(null)} />}
      </Dialog>

      <Dialog
        open={pending !== null}
        title={
          pending?.status === 'active'
            ? _('centres.staff.deactivateTitle')
            : _('centres.staff.activateTitle')
        }
        onClose={() => {
          if (!setStatus.isPending) setPending(null);
        }}
      >
        {pending && (
          <>
            <p className="text-slate-800">
              {pending.status === 'active'
                ? _('centres.staff.deactivateText', { name: pending.name })
                : _('centres.staff.activateText', { name: pending.name })}
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
                {pending.status === 'active'
                  ? _('centres.staff.deactivate')
                  : _('centres.activate')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
