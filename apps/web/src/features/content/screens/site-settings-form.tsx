import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SOCIAL_NETWORKS,
  siteSettingsSchema,
  type EditableSite,
  type SiteSettings,
  type SiteSettingsInput,
} from '@institute/shared/content/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSection } from '../../../components/form/form-section';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useSaveSite } from '../site-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';

/** Head office's settings of the website: name, contact details, social links, footer text. */
export function SiteSettingsForm({ site }: { site: EditableSite }) {
  const save = useSaveSite();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: site.settings,
  });

  const draft = useFormDraft({
    kind: 'site_settings',
    itemId: null,
    version: site.version,
    load: (data) => reset(data as SiteSettingsInput),
    handleSubmit,
    setError,
    setFailure,
  });

  const onValid = (settings: SiteSettings) => {
    setFailure(null);
    save.mutate(
      { ...settings, version: draft.version },
      {
        onSuccess: (saved) => {
          draft.published();
          reset(saved.settings);
          showToast(_('website.settings.saved'), 'success');
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.settings.saveFailed')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-6">
      {draft.offer}
      <FormAlert message={failure} />
      <FormSection title={_('website.settings.institute')}>
        <TextField
          label={_('website.settings.instituteName')}
          lang="en"
          autoComplete="organization"
          error={errors.instituteName?.message}
          {...register('instituteName')}
        />
        <TextareaField
          label={_('website.settings.footerText')}
          lang="en"
          hint={_('website.settings.footerTextHint')}
          rows={2}
          error={errors.footerText?.message}
          {...register('footerText')}
        />
      </FormSection>
      <FormSection title={_('website.settings.contact')}>
        <TextField
          label={_('website.settings.phone')}
          type="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={_('website.settings.phone2')}
          type="tel"
          inputMode="tel"
          error={errors.phone2?.message}
          {...register('phone2')}
        />
        <TextField
          label={_('website.settings.email')}
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextareaField
          label={_('website.settings.address')}
          lang="en"
          rows={2}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={_('website.settings.mapLink')}
          type="url"
          hint={_('website.settings.mapLinkHint')}
          error={errors.mapLink?.message}
          {...register('mapLink')}
        />
        <TextField
          label={_('website.settings.openingHours')}
          lang="en"
          hint={_('website.settings.openingHoursHint')}
          error={errors.openingHours?.message}
          {...register('openingHours')}
        />
      </FormSection>
      <FormSection title={_('website.settings.social')}>
        <p className="text-sm text-slate-700 sm:col-span-2">{_('website.settings.socialHint')}</p>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network.name}
            label={_('website.settings.socialOptional', { network: network.label })}
            type="url"
            error={errors.social?.[network.name]?.message}
            {...register(`social.${network.name}`)}
          />
        ))}
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {_('website.settings.save')}
        </SubmitButton>
        {draft.buttons}
      </div>
    </form>
  );
}
