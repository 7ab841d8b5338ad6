import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  TRANSLATION_KINDS,
  TRANSLATION_LIMITS,
  fieldFamily,
  type TranslatableItem,
  type TranslationKind,
} from '@institute/shared/content/translations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useStaffUser } from '../../auth/use-staff-user';
import { useSaveTranslation, useTranslations } from '../translations-api';

/** The heading of each kind's group. */
const KIND_HEADINGS: Record<TranslationKind, MessageId> = {
  site: 'contentHindi.kind.site',
  about: 'contentHindi.kind.about',
  slide: 'contentHindi.kind.slide',
  feature: 'contentHindi.kind.feature',
  plan: 'contentHindi.kind.plan',
  page: 'contentHindi.kind.page',
  card: 'contentHindi.kind.card',
  album: 'contentHindi.kind.album',
  photo: 'contentHindi.kind.photo',
};

/** What each field is, by its family (numbers taken out: sections.2.text → sections.text). */
const FIELD_LABELS: Record<string, MessageId> = {
  address: 'contentHindi.field.address',
  openingHours: 'contentHindi.field.openingHours',
  footerText: 'contentHindi.field.footerText',
  intro: 'contentHindi.field.intro',
  'sections.heading': 'contentHindi.field.sectionHeading',
  'sections.text': 'contentHindi.field.sectionText',
  'stats.label': 'contentHindi.field.statLabel',
  title: 'contentHindi.field.title',
  text: 'contentHindi.field.text',
  alt: 'contentHindi.field.alt',
  description: 'contentHindi.field.description',
  label: 'contentHindi.field.label',
  features: 'contentHindi.field.features',
  summary: 'contentHindi.field.summary',
  semester: 'contentHindi.field.semester',
  caption: 'contentHindi.field.caption',
};

type Filter = 'all' | 'missing' | 'outdated';

/** The number in a field's name (sections.2.text → 3, counted from one), if any. */
const ordinal = (field: string) => {
  const match = /\.(\d+)\./.exec(field);
  return match ? Number(match[1]) + 1 : undefined;
};

/** One item's texts: the English beside a Hindi box for each, saved together. */
function ItemForm({ item }: { item: TranslatableItem }) {
  const { _ } = useLingui();
  const save = useSaveTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<{ texts: string[] }>({
    defaultValues: { texts: item.fields.map((field) => field.hindi) },
  });
  // A record (site settings, About page) has no title of its own: its part names it.
  const title = item.title || _(KIND_HEADINGS[item.kind]);
  const headingId = `hindi-${item.kind}-${item.itemId}`;

  const onSubmit = ({ texts }: { texts: string[] }) => {
    setFailure(null);
    const changed = Object.fromEntries(
      item.fields
        .map((field, index) => [field.field, texts[index] ?? ''] as const)
        .filter(([, text], index) => text !== item.fields[index]!.hindi),
    );
    save.mutate(
      { kind: item.kind, itemId: item.itemId, input: { texts: changed, version: item.version } },
      {
        onSuccess: () => showToast(_('contentHindi.saved', { title }), 'success'),
        onError: (error) => {
          let placed = 0;
          if (error instanceof ApiRequestError) {
            for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
              const index = item.fields.findIndex((entry) => entry.field === field);
              if (index < 0) continue;
              setError(`texts.${index}`, { message: messages[0] });
              placed += 1;
            }
          }
          if (placed === 0) setFailure(messageOf(error, _('contentHindi.saveFailed')));
        },
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
    >
      <h3 id={headingId} lang="en" className="font-semibold text-slate-900">
        {title}
      </h3>
      <FormAlert message={failure} />
      {item.fields.map((field, index) => {
        const family = fieldFamily(field.field);
        const number = ordinal(field.field);
        const name = _(FIELD_LABELS[family] ?? 'contentHindi.field.title', { number });
        const multiline = field.english.length > 80 || field.english.includes('\n');
        return (
          <div key={field.field} className="grid gap-2 md:grid-cols-2 md:gap-4">
            <div>
              <p className="text-sm font-semibold text-slate-800">
                {_('contentHindi.english', { name })}
              </p>
              <p lang="en" className="mt-1 whitespace-pre-line text-slate-700">
                {field.english}
              </p>
            </div>
            <TextareaField
              lang="hi"
              label={_('contentHindi.hindi', { name })}
              rows={multiline ? 4 : 2}
              maxLength={TRANSLATION_LIMITS[item.kind][family]}
              error={errors.texts?.[index]?.message}
              hint={
                field.outdated ? (
                  <span className="font-semibold text-amber-800">{_('contentHindi.outdated')}</span>
                ) : field.hindi === '' ? (
                  _('contentHindi.emptyShowsEnglish')
                ) : undefined
              }
              {...register(`texts.${index}`)}
            />
          </div>
        );
      })}
      <SubmitButton busy={save.isPending} busyLabel={_('contentHindi.saving')} disabled={!isDirty}>
        {_('contentHindi.save')}
      </SubmitButton>
    </form>
  );
}

/** Items shown at once; "Show more" adds as many again (a catalogue may have hundreds). */
const PAGE_SIZE = 20;

/**
 * /dashboard/Website/Hindi: every text of the website with a box for its Hindi (decision 0034),
 * one part of the website at a time. The Hindi pages show head office's Hindi, and the English
 * where none is written.
 */
export function WebsiteHindiPage() {
  const { _ } = useLingui();
  const translations = useTranslations();
  const user = useStaffUser();
  const [filter, setFilter] = useState<Filter>('all');
  const [chosen, setChosen] = useState<TranslationKind | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);

  const items = translations.data?.items ?? [];
  const kinds = TRANSLATION_KINDS.filter((kind) => items.some((item) => item.kind === kind));
  const kind = chosen && kinds.includes(chosen) ? chosen : (kinds[0] ?? 'site');
  const matching = items.filter(
    (item) =>
      item.kind === kind &&
      (filter === 'missing'
        ? item.fields.some((field) => field.hindi === '')
        : filter === 'outdated'
          ? item.fields.some((field) => field.outdated)
          : true),
  );
  const shown = matching.slice(0, limit);
  const countOf = (part: TranslationKind) => {
    const fields = items.filter((item) => item.kind === part).flatMap((item) => item.fields);
    return { done: fields.filter((field) => field.hindi !== '').length, all: fields.length };
  };

  return (
    <div className="space-y-8">
      <PageHeading title={_('contentHindi.title')} intro={_('contentHindi.intro')} />
      <p>
        <Link
          to="/dashboard/Website"
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {_('contentHindi.back')}
        </Link>
      </p>
      {user?.role === 'head_office' && (
        <p>
          <Link
            to="/dashboard/Website/coverage"
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {_('contentCoverage.link')}
          </Link>
        </p>
      )}
      {translations.isPending ? (
        <LoadingMessage />
      ) : translations.isError ? (
        <ErrorMessage>{messageOf(translations.error, _('contentHindi.loadFailed'))}</ErrorMessage>
      ) : (
        <>
          <p className="font-semibold text-slate-800" role="status">
            {_('contentHindi.summary', {
              translated: translations.data.translated,
              total: translations.data.total,
            })}
          </p>
          <div className="flex flex-wrap items-end gap-4">
            <SelectField
              label={_('contentHindi.part')}
              value={kind}
              onChange={(event) => {
                setChosen(event.target.value as TranslationKind);
                setLimit(PAGE_SIZE);
              }}
              options={kinds.map((part) => ({
                value: part,
                label: _('contentHindi.partOption', {
                  part: _(KIND_HEADINGS[part]),
                  ...countOf(part),
                }),
              }))}
            />
            <SelectField
              label={_('contentHindi.filter')}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as Filter);
                setLimit(PAGE_SIZE);
              }}
              options={[
                { value: 'all', label: _('contentHindi.filter.all') },
                { value: 'missing', label: _('contentHindi.filter.missing') },
                { value: 'outdated', label: _('contentHindi.filter.outdated') },
              ]}
            />
          </div>
          <section aria-labelledby="hindi-part" className="space-y-4">
            <h2 id="hindi-part" className="text-xl font-semibold text-brand-900">
              {_(KIND_HEADINGS[kind])}
            </h2>
            {shown.length === 0 ? (
              <p className="text-slate-700">{_('contentHindi.none')}</p>
            ) : (
              shown.map((item) => (
                // A saved item comes back at a new version: its form starts again from it.
                <ItemForm key={`${item.kind}:${item.itemId}:${item.version}`} item={item} />
              ))
            )}
            {matching.length > shown.length && (
              <Button variant="secondary" onClick={() => setLimit((value) => value + PAGE_SIZE)}>
                {_('contentHindi.showMore', { shown: shown.length, total: matching.length })}
              </Button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
