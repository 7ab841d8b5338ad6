import { useLingui } from '@lingui/react';
import type { MessageId } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SOCIAL_NETWORKS,
  siteSettingsSchema,
  type EditableSite,
  type SiteSettings,
  type SiteSettingsInput,
} from '@institute/shared/content/site';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSaveSite } from '../site-content-api';

type Field = Path<SiteSettingsInput>;

const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((network) => `social.${network.name}` as const);

/** The wizard's steps: the fields each one asks for (the last one asks for none: review). */
export const SETUP_STEPS: readonly {
  /** The step's name, in its heading. */
  title: MessageId;
  fields: readonly Field[];
}[] = [
  {
    title: 'website.setup.step.contact',
    fields: ['instituteName', 'phone', 'phone2', 'email', 'address'],
  },
  {
    title: 'website.setup.step.map',
    fields: ['mapLink', 'openingHours', 'footerText'],
  },
  {
    title: 'website.settings.social',
    fields: SOCIAL_FIELDS,
  },
  { title: 'website.setup.step.review', fields: [] },
];

/** The step that asks for a field (for an error the server answered on save). */
const stepOf = (field: string) =>
  Math.max(
    0,
    SETUP_STEPS.findIndex((step) => step.fields.some((name) => name === field)),
  );

/**
 * "Set up your website" (issue 17): the site settings asked for in four short steps, each checked
 * before the next (the same schema as the settings form), then saved once through
 * PUT /api/dashboard/content/site at the version read. Back keeps what was typed; focus moves to
 * each step's heading. `onLater` dismisses it; `onSaved` follows the save.
 */
export function SiteSetupWizard({
  site,
  headingLevel = 'h2',
  onSaved,
  onLater,
}: {
  site: EditableSite;
  headingLevel?: 'h2' | 'h3';
  onSaved: (saved: EditableSite) => void;
  onLater: () => void;
}) {
  const save = useSaveSite();
  const { _ } = useLingui();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: site.settings,
  });

  // Not on the first render: opening the dashboard must not move the reader.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    const fields = SETUP_STEPS[step]!.fields;
    if (await trigger([...fields], { shouldFocus: true })) goTo(step + 1);
  };

  const onValid = (settings: SiteSettings) => {
    setFailure(null);
    save.mutate(
      { ...settings, version: site.version },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fieldErrors =
            error instanceof ApiRequestError ? Object.entries(error.fieldErrors ?? {}) : [];
          for (const [field, messages] of fieldErrors) {
            setError(field as Field, { message: messages[0] });
          }
          if (fieldErrors.length > 0) goTo(stepOf(fieldErrors[0]![0]));
          setFailure(messageOf(error, _('website.settings.saveFailed')));
        },
      },
    );
  };
  // A field the schema refuses at the end (none should: every step was checked) is shown on its step.
  const onInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = Object.keys(invalid)[0];
    if (first) goTo(stepOf(first === 'social' ? 'social.facebook' : first));
  };

  const Heading = headingLevel;
  const current = SETUP_STEPS[step]!;
  const last = step === SETUP_STEPS.length - 1;
  return (
    <form
      noValidate
      className="space-y-4"
      aria-labelledby="site-setup-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (last) void handleSubmit(onValid, onInvalid)(event);
        else void next();
      }}
    >
      <Heading
        id="site-setup-step"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-brand-900 focus:outline-none"
      >
        {_('website.setup.stepHeading', {
          number: step + 1,
          count: SETUP_STEPS.length,
          title: _(current.title),
        })}
      </Heading>
      <div
        role="progressbar"
        aria-label={_('website.setup.progress')}
        aria-valuemin={1}
        aria-valuemax={SETUP_STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={_('website.setup.stepOf', { number: step + 1, count: SETUP_STEPS.length })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-700"
          style={{ width: `${((step + 1) / SETUP_STEPS.length) * 100}%` }}
        />
      </div>
      <FormAlert message={failure} />

      {step === 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={_('website.settings.instituteName')}
            autoComplete="organization"
            error={errors.instituteName?.message}
            {...register('instituteName')}
          />
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
            rows={2}
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
      )}
      {step === 1 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={_('website.settings.mapLink')}
            type="url"
            hint={_('website.settings.mapLinkHint')}
            error={errors.mapLink?.message}
            {...register('mapLink')}
          />
          <TextField
            label={_('website.settings.openingHours')}
            hint={_('website.settings.openingHoursHint')}
            error={errors.openingHours?.message}
            {...register('openingHours')}
          />
          <TextareaField
            label={_('website.setup.footerText')}
            hint={_('website.settings.footerTextHint')}
            rows={2}
            className="sm:col-span-2"
            error={errors.footerText?.message}
            {...register('footerText')}
          />
        </div>
      )}
      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
      )}
      {last && <Review values={getValues()} onChange={goTo} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button variant="link" className="self-start sm:mr-auto" onClick={onLater}>
          {_('website.setup.later')}
        </Button>
        {step > 0 && (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            {_('website.setup.back')}
          </Button>
        )}
        {last ? (
          <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
            {_('website.setup.publish')}
          </SubmitButton>
        ) : (
          <SubmitButton className="sm:w-auto">{_('website.setup.next')}</SubmitButton>
        )}
      </div>
    </form>
  );
}

/** What will be saved, each part with a way back to its step. */
function Review({
  values,
  onChange,
}: {
  values: SiteSettingsInput;
  onChange: (step: number) => void;
}) {
  const { _ } = useLingui();
  const social = SOCIAL_NETWORKS.filter((network) => values.social[network.name]);
  const parts: { step: number; change: MessageId; rows: [string, string | undefined][] }[] = [
    {
      step: 0,
      change: 'website.setup.change.contact',
      rows: [
        [_('website.settings.instituteName'), values.instituteName],
        [_('website.settings.phone'), [values.phone, values.phone2].filter(Boolean).join(', ')],
        [_('website.settings.email'), values.email],
        [_('website.settings.address'), values.address],
      ],
    },
    {
      step: 1,
      change: 'website.setup.change.map',
      rows: [
        [_('website.setup.mapLink'), values.mapLink],
        [_('website.setup.openingHours'), values.openingHours],
        [_('website.settings.footerText'), values.footerText],
      ],
    },
    {
      step: 2,
      change: 'website.setup.change.social',
      rows: [
        [
          _('website.settings.social'),
          social.map((network) => `${network.label}: ${values.social[network.name]}`).join('\n'),
        ],
      ],
    },
  ];
  return (
    <div className="space-y-4">
      {parts.map((part) => (
        <div key={part.step} className="rounded-lg border border-slate-200 bg-white p-4">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {part.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-800">{label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">
                  {value ? (
                    value
                  ) : (
                    <span className="text-slate-600">{_('website.setup.notGiven')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <Button variant="small" className="mt-3" onClick={() => onChange(part.step)}>
            {_(part.change)}
          </Button>
        </div>
      ))}
    </div>
  );
}
