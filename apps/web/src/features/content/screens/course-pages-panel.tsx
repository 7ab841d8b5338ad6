import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  coursePageInputSchema,
  slugOf,
  type CoursePageInput,
  type CoursePageValues,
  type EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import {
  useCoursePages,
  useRemoveCoursePage,
  useReorderCoursePages,
  useSaveCoursePage,
} from '../course-pages-api';
import { moved } from '../content-list-api';
import { CourseCardsPanel } from './course-cards-panel';
import { MoveButtons } from '../../../components/ui/move-buttons';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';

/** Add a catalogue page (page null) or edit a page's title and summary. */
function CoursePageForm({ page, onDone }: { page: EditableCoursePage | null; onDone: () => void }) {
  const save = useSaveCoursePage();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<CoursePageInput, unknown, CoursePageValues>({
    resolver: zodResolver(coursePageInputSchema),
    defaultValues: { title: page?.title ?? '', summary: page?.summary ?? '' },
  });
  const title = useWatch({ control, name: 'title' });
  const slug = page ? page.slug : slugOf(title ?? '');
  const draft = useFormDraft({
    kind: 'course_page',
    itemId: page?.id ?? null,
    version: page?.version ?? 0,
    load: (data) => reset(data as CoursePageInput),
    handleSubmit,
    setError,
    setFailure,
    disabled: !page,
  });
  const onValid = (input: CoursePageValues) => {
    setFailure(null);
    save.mutate(
      { page: page && { ...page, version: draft.version }, input },
      {
        onSuccess: (saved) => {
          draft.published();
          showToast(
            page
              ? _('website.coursePages.saved')
              : _('website.coursePages.added', { path: saved.path }),
            'success',
          );
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.coursePages.saveFailed')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <TextField
        label={_('website.title')}
        data-autofocus
        maxLength={100}
        hint={
          page
            ? _('website.coursePages.titleHintEdit', { path: page.path })
            : _('website.coursePages.titleHintNew', { slug: slug || '…' })
        }
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        label={_('website.coursePages.summary')}
        rows={3}
        hint={_('website.coursePages.summaryHint')}
        error={errors.summary?.message}
        {...register('summary')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {page ? _('website.coursePages.save') : _('website.coursePages.add')}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The 'Our Courses' pages: the catalogue pages under /course (added, renamed, ordered, removed)
 * and, for the page chosen, its courses (catalogue and duration pages alike).
 */
export function CoursePagesPanel() {
  const pages = useCoursePages();
  const remove = useRemoveCoursePage();
  const reorder = useReorderCoursePages();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableCoursePage | 'new' | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  if (pages.isPending) return <LoadingMessage />;
  if (pages.isError) {
    return (
      <ErrorMessage>{messageOf(pages.error, _('website.coursePages.loadFailed'))}</ErrorMessage>
    );
  }
  const all = pages.data;
  const catalogue = all.filter((page) => page.kind === 'catalogue');
  const current = all.find((page) => page.id === chosen) ?? all[0] ?? null;

  const onDelete = (page: EditableCoursePage) => {
    if (page.cardCount > 0) {
      showToast(
        _('website.coursePages.notEmpty', { title: page.title, count: page.cardCount }),
        'error',
      );
      return;
    }
    if (
      !window.confirm(
        _('website.coursePages.confirmRemove', { title: page.title, path: page.path }),
      )
    )
      return;
    remove.mutate(page, {
      onSuccess: () => {
        showToast(_('website.coursePages.removed'), 'success');
        if (chosen === page.id) setChosen(null);
      },
      onError: (error) =>
        showToast(messageOf(error, _('website.coursePages.removeFailed')), 'error'),
    });
  };
  const onMove = (index: number, by: -1 | 1) =>
    reorder.mutate(moved(catalogue, index, by), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditableCoursePage>[] = [
    {
      id: 'title',
      header: _('website.coursePages.page'),
      rowHeader: true,
      cell: (page) => (
        <span className="block font-normal">
          <span className="block font-semibold">{page.title}</span>
          <a href={page.path} className="block text-brand-700 underline">
            {page.path}
          </a>
          <span className="block text-slate-700">{page.summary}</span>
        </span>
      ),
    },
    { id: 'courses', header: _('website.coursePages.courses'), cell: (page) => page.cardCount },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (page) => {
        const index = catalogue.findIndex((item) => item.id === page.id);
        return (
          <div className="flex flex-wrap gap-2">
            <MoveButtons
              index={index}
              count={catalogue.length}
              name={page.title}
              disabled={reorder.isPending}
              onMove={(step) => onMove(index, step)}
            />
            <Button variant="small" onClick={() => setEditing(page)}>
              <Trans
                id="website.coursePages.edit"
                values={{ title: page.title }}
                components={hidden}
              />
            </Button>
            <Button variant="danger" onClick={() => onDelete(page)}>
              <Trans
                id="website.coursePages.remove"
                values={{ title: page.title }}
                components={hidden}
              />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{_('website.coursePages.intro')}</p>
          <Button onClick={() => setEditing('new')}>{_('website.coursePages.addCatalogue')}</Button>
        </div>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <DataTable
            caption={_('website.coursePages.caption')}
            columns={columns}
            rows={catalogue}
            rowKey={(page) => page.id}
            empty={<p className="p-4 text-slate-700">{_('website.coursePages.empty')}</p>}
          />
        </div>
      </div>
      {current && (
        <div className="space-y-4">
          <h4 className="text-base font-semibold text-brand-900">
            {_('website.coursePages.coursesOf')}
          </h4>
          <SelectField
            label={_('website.coursePages.page')}
            hint={_('website.coursePages.pageHint')}
            className="max-w-md"
            options={all.map((page) => ({
              value: String(page.id),
              label: `${page.title} (${page.path})`,
            }))}
            value={String(current.id)}
            onChange={(event) => setChosen(Number(event.target.value))}
          />
          {current.kind === 'duration' && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-slate-700">{_('website.coursePages.duration')}</p>
              <Button variant="small" onClick={() => setEditing(current)}>
                <Trans
                  id="website.coursePages.edit"
                  values={{ title: current.title }}
                  components={hidden}
                />
              </Button>
            </div>
          )}
          <CourseCardsPanel key={current.id} page={current} />
        </div>
      )}
      <Dialog
        open={editing !== null}
        title={
          editing === 'new'
            ? _('website.coursePages.addCatalogue')
            : _('website.coursePages.editTitle')
        }
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <CoursePageForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            page={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
