import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_LIMITS,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormValues,
  type StaffProfile,
} from '@institute/shared/staff-profile';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSaveProfile } from '../staff-profile-api';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { Panel, roleLabel } from './profile-parts';
import { SECONDARY } from '../../../components/ui/button';

/** About: who the member is, their centre, and the phone and bio they edit themselves. */
export function AboutPanel({ about }: { about: StaffProfile['about'] }) {
  const [editing, setEditing] = useState(false);
  const { _ } = useLingui();
  return (
    <Panel title={_('profile.about.title')} id="about">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{_('profile.about.name')}</dt>
        <dd className="text-slate-900">{about.name}</dd>
        <dt className="font-medium text-slate-600">{_('profile.about.role')}</dt>
        <dd className="text-slate-900">{roleLabel(about.role, _)}</dd>
        <dt className="font-medium text-slate-600">{_('profile.about.centre')}</dt>
        <dd className="text-slate-900">
          {about.centre ? (
            <>
              {about.centre.name} <span className="font-mono">({about.centre.code})</span>
              <span className="block whitespace-pre-line text-slate-700">
                {about.centre.address}
              </span>
            </>
          ) : (
            _('profile.about.headOffice')
          )}
        </dd>
        <dt className="font-medium text-slate-600">{_('profile.about.email')}</dt>
        <dd className="break-all text-slate-900">{about.email}</dd>
        <dt className="font-medium text-slate-600">{_('profile.about.phone')}</dt>
        <dd className="text-slate-900">{about.phone ?? _('profile.about.notGiven')}</dd>
        <dt className="font-medium text-slate-600">{_('profile.about.memberSince')}</dt>
        <dd className="text-slate-900">{formatDay(about.memberSince)}</dd>
      </dl>
      {about.bio && <p className="mt-4 whitespace-pre-line text-slate-800">{about.bio}</p>}
      {editing ? (
        <AboutForm about={about} onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className={`${SECONDARY} mt-4`} onClick={() => setEditing(true)}>
          {_('profile.about.edit')}
        </button>
      )}
    </Panel>
  );
}

function AboutForm({ about, onDone }: { about: StaffProfile['about']; onDone: () => void }) {
  const save = useSaveProfile();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { phone: about.phone ?? '', bio: about.bio ?? '' },
  });

  const onValid = async (values: ProfileFormValues) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      showToast(_('profile.about.saved'), 'success');
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
        for (const field of ['phone', 'bio'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        setFailure(error.message);
      } else {
        setFailure(_('profile.about.saveFailed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 space-y-4">
      <FormAlert message={failure} />
      <TextField
        label={_('profile.about.phoneOptional')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={_('profile.about.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextareaField
        label={_('profile.about.bio')}
        rows={3}
        maxLength={PROFILE_LIMITS.bioMax}
        hint={_('profile.about.bioHint', { max: PROFILE_LIMITS.bioMax })}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting} busyLabel={_('profile.saving')} className="sm:w-auto">
          {_('profile.save')}
        </SubmitButton>
        <button type="button" className={SECONDARY} onClick={onDone}>
          {_('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
