import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  NOTICE_TEXT_LIMIT,
  TRANSLATION_LIMITS,
  fieldFamily,
  type CoverageItem,
  type CoverageKind,
  type CoverageKindName,
  type TranslatableField,
} from '@institute/shared/content/translations';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  ChangedSinceError,
  ENGLISH_EDITS,
  useCoverage,
  useSaveCoverageHindi,
  useSaveEnglish,
  useSaveNoticeHindi,
} from '../translations-api';

/** The name of each kind (the Hindi screen's headings). */
const KIND_NAMES: Record<CoverageKindName, MessageId> = {
  site: 'contentHindi.kind.site',
  about: 'contentHindi.kind.about',
  slide: 'contentHindi.kind.slide',
  feature: 'contentHindi.kind.feature',
  plan: 'contentHindi.kind.plan',
  page: 'contentHindi.kind.page',
  card: 'contentHindi.kind.card',
  album: 'contentHindi.kind.album',
  photo: 'contentHindi.kind.photo',
  notice: 'contentCoverage.kind.notice',
};

/** What each field is, by its family (sections.2.text → sections.text). */
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

/** One text of an item: a row of the side-by-side list. */
interface Row {
  item: CoverageItem;
  field: TranslatableField;
}

/** Texts without Hindi first, then those whose English changed since, then the rest (stable). */
export function rowsOf(kind: CoverageKind): Row[] {
  const rank = ({ field }: Row) => (field.hindi === '' ? 0 : field.outdated ? 1 : 2);
  return kind.items
    .flatMap((item) => item.fields.map((field) => ({ item, field })))
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

const ordinal = (field: string) => {
  const match = /\.(\d+)\./.exec(field);
  return match ? Number(match[1]) + 1 : undefined;
};

/** A text's Hindi, edited where it stands and saved alone through the translations save. */
function HindiCell({ row, name }: { row: Row; name: string }) {
  const { _ } = useLingui();
  const saveHindi = useSaveCoverageHindi();
  const saveNotice = useSaveNoticeHindi();
  // A notice's Hindi is its own field: saved through the notice's save, at the notice's version.
  const save = row.item.kind === 'notice' ? saveNotice : saveHindi;
  const [text, setText] = useState(row.field.hindi);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `hindi-${row.item.kind}-${row.item.itemId}-${row.field.field}`;
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const done = {
          onSuccess: () => showToast(_('contentCoverage.hindiSaved', { name }), 'success'),
          onError: (error: Error) => setFailure(messageOf(error, _('contentHindi.saveFailed'))),
        };
        const { item } = row;
        if (item.kind === 'notice') saveNotice.mutate({ item, text }, done);
        else {
          saveHindi.mutate(
            {
              kind: item.kind,
              itemId: item.itemId,
              field: row.field.field,
              text,
              version: item.version,
            },
            done,
          );
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {_('contentHindi.hindi', { name })}
      </label>
      <textarea
        id={id}
        lang="hi"
        rows={2}
        value={text}
        maxLength={
          row.item.kind === 'notice'
            ? NOTICE_TEXT_LIMIT
            : TRANSLATION_LIMITS[row.item.kind][fieldFamily(row.field.field)]
        }
        onChange={(event) => setText(event.target.value)}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-error` : undefined}
        className="block w-full min-w-0 rounded-md border border-slate-400 px-2 py-1 text-base"
      />
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {failure}
        </p>
      )}
      {row.field.outdated && (
        <p className="text-sm font-semibold text-amber-800">{_('contentHindi.outdated')}</p>
      )}
      <Button
        type="submit"
        variant="secondary"
        disabled={save.isPending || text.trim() === row.field.hindi}
        aria-label={_('contentCoverage.saveHindiOf', { name })}
      >
        {save.isPending ? _('contentHindi.saving') : _('contentHindi.save')}
      </Button>
    </form>
  );
}

/** A text's English: read here, and edited here through its kind's own save (ENGLISH_EDITS). */
function EnglishCell({ row, name }: { row: Row; name: string }) {
  const { _ } = useLingui();
  const save = useSaveEnglish();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(row.field.english);
  const [failure, setFailure] = useState<string | null>(null);
  const editable =
    ENGLISH_EDITS[row.item.kind]?.fields.includes(fieldFamily(row.field.field)) ?? false;
  const id = `english-${row.item.kind}-${row.item.itemId}-${row.field.field}`;
  if (!editing) {
    return (
      <div className="space-y-2">
        <p lang="en" className="whitespace-pre-line text-slate-800">
          {row.field.english}
        </p>
        {editable && (
          <Button
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={_('contentCoverage.editEnglishOf', { name })}
          >
            {_('contentCoverage.editEnglish')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        save.mutate(
          { item: row.item, field: row.field.field, text, seen: row.field.english },
          {
            onSuccess: () => {
              setEditing(false);
              showToast(_('contentCoverage.englishSaved', { name }), 'success');
            },
            onError: (error) =>
              setFailure(
                error instanceof ChangedSinceError
                  ? _('contentCoverage.englishChanged')
                  : messageOf(error, _('contentCoverage.englishFailed')),
              ),
          },
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        {_('contentHindi.english', { name })}
      </label>
      <textarea
        id={id}
        lang="en"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-error` : undefined}
        className="block w-full min-w-0 rounded-md border border-slate-400 px-2 py-1 text-base"
      />
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || text.trim() === ''}>
          {save.isPending ? _('contentHindi.saving') : _('contentCoverage.saveEnglish')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          {_('contentCoverage.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Rows shown at once; "Show more" adds as many again (the course cards run to hundreds). */
const PAGE_SIZE = 25;

/**
 * /dashboard/Website/coverage (issue 34 point 3, decision 0078): head office sees how much of
 * each kind of content has its Hindi, and every text with its English and Hindi side by side,
 * those without Hindi first; either language is edited where it stands.
 */
export function TranslationCoveragePage() {
  const { _ } = useLingui();
  const coverage = useCoverage();
  const [chosen, setChosen] = useState<CoverageKindName | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);

  const kinds = coverage.data?.kinds ?? [];
  const kind = kinds.find((entry) => entry.kind === chosen) ?? kinds[0];
  const rows = kind ? rowsOf(kind) : [];
  const shown = rows.slice(0, limit);
  const nameOf = (row: Row) =>
    _(FIELD_LABELS[fieldFamily(row.field.field)] ?? 'contentHindi.field.title', {
      number: ordinal(row.field.field),
    });
  const itemName = (row: Row) => row.item.title || _(KIND_NAMES[row.item.kind]);

  const kindColumns: DataColumn<CoverageKind>[] = [
    {
      id: 'kind',
      header: _('contentCoverage.kind'),
      rowHeader: true,
      cell: (entry) => _(KIND_NAMES[entry.kind]),
    },
    {
      id: 'percent',
      header: _('contentCoverage.percent'),
      cell: (entry) => (
        <span className="flex items-center gap-2">
          <span className="font-semibold">
            {_('contentCoverage.percentValue', { percent: entry.percent })}
          </span>
          <span aria-hidden="true" className="h-2 w-20 overflow-hidden rounded bg-slate-200">
            <span className="block h-2 bg-brand-600" style={{ width: `${entry.percent}%` }} />
          </span>
        </span>
      ),
    },
    {
      id: 'translated',
      header: _('contentCoverage.translated'),
      cell: (entry) => entry.translated,
    },
    { id: 'missing', header: _('contentCoverage.missing'), cell: (entry) => entry.missing },
    {
      id: 'show',
      header: _('contentCoverage.actions'),
      actions: true,
      cell: (entry) => (
        <Button
          variant="secondary"
          aria-pressed={entry.kind === kind?.kind}
          aria-label={_('contentCoverage.showKind', { kind: _(KIND_NAMES[entry.kind]) })}
          onClick={() => {
            setChosen(entry.kind);
            setLimit(PAGE_SIZE);
          }}
        >
          {_('contentCoverage.show')}
        </Button>
      ),
    },
  ];

  const textColumns: DataColumn<Row>[] = [
    {
      id: 'item',
      header: _('contentCoverage.text'),
      rowHeader: true,
      cell: (row) => (
        <span>
          <span lang="en" className="block font-semibold">
            {itemName(row)}
          </span>
          <span className="block text-sm text-slate-700">{nameOf(row)}</span>
          {row.field.hindi === '' && (
            <span className="mt-1 inline-block rounded bg-amber-100 px-2 text-sm font-semibold text-amber-900">
              {_('contentCoverage.noHindi')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'english',
      header: _('contentCoverage.english'),
      cell: (row) => <EnglishCell row={row} name={`${itemName(row)}: ${nameOf(row)}`} />,
    },
    {
      id: 'hindi',
      header: _('contentCoverage.hindi'),
      cell: (row) => <HindiCell row={row} name={`${itemName(row)}: ${nameOf(row)}`} />,
    },
  ];

  return (
    <div className="space-y-8">
      <PageHeading title={_('contentCoverage.title')} intro={_('contentCoverage.intro')} />
      <p>
        <Link
          to="/dashboard/Website/Hindi"
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          {_('contentCoverage.back')}
        </Link>
      </p>
      {coverage.isPending ? (
        <LoadingMessage />
      ) : coverage.isError ? (
        <ErrorMessage>{messageOf(coverage.error, _('contentHindi.loadFailed'))}</ErrorMessage>
      ) : (
        <>
          <p className="font-semibold text-slate-800" role="status">
            {_('contentCoverage.summary', {
              percent: coverage.data.percent,
              translated: coverage.data.translated,
              total: coverage.data.total,
            })}
          </p>
          <DataTable
            caption={_('contentCoverage.kindsCaption')}
            columns={kindColumns}
            rows={kinds}
            rowKey={(entry) => entry.kind}
            empty={_('contentHindi.none')}
          />
          {kind && (
            <section aria-labelledby="coverage-kind" className="space-y-4">
              <h2 id="coverage-kind" className="text-xl font-semibold text-brand-900">
                {_('contentCoverage.kindHeading', {
                  kind: _(KIND_NAMES[kind.kind]),
                  percent: kind.percent,
                })}
              </h2>
              <DataTable
                caption={_('contentCoverage.textsCaption', { kind: _(KIND_NAMES[kind.kind]) })}
                columns={textColumns}
                rows={shown}
                // A saved text comes back at a new version: its boxes start again from it.
                rowKey={(row) =>
                  `${row.item.kind}:${row.item.itemId}:${row.field.field}:${row.item.version}:${row.field.english}`
                }
                empty={_('contentHindi.none')}
              />
              {rows.length > shown.length && (
                <Button variant="secondary" onClick={() => setLimit((value) => value + PAGE_SIZE)}>
                  {_('contentHindi.showMore', { shown: shown.length, total: rows.length })}
                </Button>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
