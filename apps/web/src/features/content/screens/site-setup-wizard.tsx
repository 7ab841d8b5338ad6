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
export const SETUP_STEPS: readonly { title: string; fields: readonly Field[] }[] = [
  {
    title: 'Name and contact details',
    fields: ['instituteName', 'phone', 'phone2', 'email', 'address'],
  },
  { title: 'Map, opening hours and footer', fields: ['mapLink', 'openingHours', 'footerText'] },
  { title: 'Social links', fields: SOCIAL_FIELDS },
  { title: 'Review and save', fields: [] },
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
          setFailure(messageOf(error, 'The settings could not be saved. Please try again.'));
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
        {`Step ${step + 1} of ${SETUP_STEPS.length}: ${current.title}`}
      </Heading>
      <div
        role="progressbar"
        aria-label="Set-up progress"
        aria-valuemin={1}
        aria-valuemax={SETUP_STEPS.length}
        aria-valuenow={step + 1}
        aria-valuetext={`Step ${step + 1} of ${SETUP_STEPS.length}`}
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
            label="Institute name"
            autoComplete="organization"
            error={errors.instituteName?.message}
            {...register('instituteName')}
          />
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
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
      )}
      {step === 1 && (
        <div className="grid gap-4 sm:grid-cols-2">
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
          <TextareaField
            label="Footer text (optional)"
            hint="A sentence or two under the name in the footer; empty: the standard sentence."
            rows={2}
            className="sm:col-span-2"
            error={errors.footerText?.message}
            {...register('footerText')}
          />
        </div>
      )}
      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
      )}
      {last && <Review values={getValues()} onChange={goTo} />}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button variant="link" className="self-start sm:mr-auto" onClick={onLater}>
          Later
        </Button>
        {step > 0 && (
          <Button variant="secondary" onClick={() => goTo(step - 1)}>
            Back
          </Button>
        )}
        {last ? (
          <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
            Save and publish
          </SubmitButton>
        ) : (
          <SubmitButton className="sm:w-auto">Next</SubmitButton>
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
  const social = SOCIAL_NETWORKS.filter((network) => values.social[network.name]);
  const parts: { step: number; rows: [string, string | undefined][] }[] = [
    {
      step: 0,
      rows: [
        ['Institute name', values.instituteName],
        ['Phone', [values.phone, values.phone2].filter(Boolean).join(', ')],
        ['E-mail', values.email],
        ['Address', values.address],
      ],
    },
    {
      step: 1,
      rows: [
        ['Map link', values.mapLink],
        ['Opening hours', values.openingHours],
        ['Footer text', values.footerText],
      ],
    },
    {
      step: 2,
      rows: [
        [
          'Social links',
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
                  {value ? value : <span className="text-slate-600">Not given</span>}
                </dd>
              </div>
            ))}
          </dl>
          <Button variant="small" className="mt-3" onClick={() => onChange(part.step)}>
            Change {SETUP_STEPS[part.step]!.title.toLowerCase()}
          </Button>
        </div>
      ))}
    </div>
  );
}
