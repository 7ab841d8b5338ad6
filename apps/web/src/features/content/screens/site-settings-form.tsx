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
          showToast('Website settings saved', 'success');
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, 'The settings could not be saved. Please try again.'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-6">
      {draft.offer}
      <FormAlert message={failure} />
      <FormSection title="Institute">
        <TextField
          label="Institute name"
          autoComplete="organization"
          error={errors.instituteName?.message}
          {...register('instituteName')}
        />
        <TextareaField
          label="Footer text"
          hint="A sentence or two under the name in the footer; empty: the standard sentence."
          rows={2}
          error={errors.footerText?.message}
          {...register('footerText')}
        />
      </FormSection>
      <FormSection title="Contact details">
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Second phone (optional)"
          type="tel"
          inputMode="tel"
          error={errors.phone2?.message}
          {...register('phone2')}
        />
        <TextField
          label="E-mail"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextareaField
          label="Address"
          rows={2}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Map link (optional)"
          type="url"
          hint="A link to your location on a map, starting with https://"
          error={errors.mapLink?.message}
          {...register('mapLink')}
        />
        <TextField
          label="Opening hours (optional)"
          hint="For example: Mon–Sat 9:00 am – 6:00 pm"
          error={errors.openingHours?.message}
          {...register('openingHours')}
        />
      </FormSection>
      <FormSection title="Social links">
        <p className="text-sm text-slate-700 sm:col-span-2">
          Only the networks with a link are shown in the top bar and the footer.
        </p>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network.name}
            label={`${network.label} (optional)`}
            type="url"
            error={errors.social?.[network.name]?.message}
            {...register(`social.${network.name}`)}
          />
        ))}
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
          Save settings
        </SubmitButton>
        {draft.buttons}
      </div>
    </form>
  );
}
