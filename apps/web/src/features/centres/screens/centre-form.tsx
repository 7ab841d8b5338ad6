import { zodResolver } from '@hookform/resolvers/zod';
import { centreFormSchema, type CentreAdminItem } from '@institute/shared/centres';
import { INVOICE_MESSAGES, isValidGstin } from '@institute/shared/invoices';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { z } from 'zod';
import { useSaveCentreWithGstin } from '../centres-api';
import { ApiRequestError } from '../../../lib/api-client';

const FIELDS = ['code', 'name', 'address', 'district', 'state', 'phone', 'email', 'gstin'] as const;

/**
 * The centre's fields and its optional GSTIN (decision 0082), checked as the server checks it
 * (shape, state code, check character); empty means the centre has none.
 */
const formSchema = centreFormSchema.extend({
  gstin: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isValidGstin(value), INVOICE_MESSAGES.badGstin),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export interface CentreFormProps {
  /** The centre to edit; none to add a new one. */
  centre?: CentreAdminItem | null;
  onSaved: (centre: CentreAdminItem) => void;
}

/** Adds or edits a centre; the shared schema checks it here and again on the server. */
export function CentreForm({ centre, onSaved }: CentreFormProps) {
  const save = useSaveCentreWithGstin();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      code: centre?.code ?? '',
      name: centre?.name ?? '',
      address: centre?.address ?? '',
      phone: centre?.phone ?? '',
      email: centre?.email ?? '',
      district: centre?.district ?? '',
      state: centre?.state ?? '',
      gstin: centre?.gstin ?? '',
    },
  });

  const onValid = async ({ gstin, ...values }: FormValues) => {
    setFailure(null);
    try {
      onSaved(
        await save.mutateAsync({
          id: centre?.id ?? null,
          values,
          gstin,
          previousGstin: centre?.gstin ?? null,
        }),
      );
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError && error.status < 500) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
        setFailure(error.message);
      } else {
        setFailure(_('centres.form.failed'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField
        label={_('centres.form.code')}
        hint={_('centres.form.codeHint')}
        autoCapitalize="characters"
        data-autofocus
        error={errors.code?.message}
        {...register('code', {
          setValueAs: (value: string) => value.toUpperCase(),
        })}
      />
      <TextField
        label={_('centres.form.name')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={_('centres.form.address')}
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={_('centres.form.district')}
        hint={_('centres.form.placeHint')}
        error={errors.district?.message}
        {...register('district')}
      />
      <TextField
        label={_('centres.form.state')}
        error={errors.state?.message}
        {...register('state')}
      />
      <TextField
        label={_('centres.form.phone')}
        type="tel"
        inputMode="tel"
        hint={_('centres.form.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={_('centres.form.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={_('centres.form.gstin')}
        hint={_('centres.form.gstinHint')}
        autoCapitalize="characters"
        autoComplete="off"
        error={errors.gstin?.message}
        {...register('gstin')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={_('centres.form.saving')}>
        {centre ? _('centres.form.save') : _('centres.add')}
      </SubmitButton>
    </form>
  );
}
