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
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { type DataColumn } from '../../../components/ui/data-table';
import { showToast } from '../../../lib/toast';
import { coursePages } from '../course-pages-api';
import { CourseCardsPanel } from './course-cards-panel';
import { ItemForm, ListEditor, useDraftedItemForm } from './list-editor';
import { useShownContent } from '../shown-content';

/** Add a catalogue page (page null) or edit a page's title and summary. */
function CoursePageForm({ page, onDone }: { page: EditableCoursePage | null; onDone: () => void }) {
  const save = coursePages.useSave();
  const { _ } = useLingui();
  const form = useForm<CoursePageInput, unknown, CoursePageValues>({
    resolver: zodResolver(coursePageInputSchema),
    defaultValues: { title: page?.title ?? '', summary: page?.summary ?? '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  const slug = page ? page.slug : slugOf(title ?? '');
  const { frame } = useDraftedItemForm({
    kind: 'course_page',
    form,
    save,
    item: page,
    onDone,
    disabled: !page,
    texts: {
      saved: _('website.coursePages.saved'),
      added: (saved) => _('website.coursePages.added', { path: saved.path }),
      saveFailed: _('website.coursePages.saveFailed'),
    },
  });
  return (
    <ItemForm
      {...frame}
      submitLabel={page ? _('website.coursePages.save') : _('website.coursePages.add')}
    >
      <TextField
        label={_('website.title')}
        lang="en"
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
        lang="en"
        rows={3}
        hint={_('website.coursePages.summaryHint')}
        error={errors.summary?.message}
        {...register('summary')}
      />
    </ItemForm>
  );
}

const hidden = { 0: <span className="sr-only" /> };

/**
 * The 'Our Courses' pages: the catalogue pages under /course (added, renamed, ordered, removed)
 * and, for the page chosen, its courses (catalogue and duration pages alike).
 */
export function CoursePagesPanel() {
  const { _ } = useLingui();
  const shown = useShownContent();
  const title = (page: EditableCoursePage) => shown.text('page', page.id, 'title', page.title);
  const [chosen, setChosen] = useState<number | null>(null);
  const columns: DataColumn<EditableCoursePage>[] = [
    {
      id: 'title',
      header: _('website.coursePages.page'),
      rowHeader: true,
      cell: (page) => (
        <span className="block font-normal">
          <span className="block font-semibold">
            {shown.node('page', page.id, 'title', page.title)}
          </span>
          <a href={page.path} className="block text-brand-700 underline">
            {page.path}
          </a>
          <span className="block text-slate-700">
            {shown.node('page', page.id, 'summary', page.summary)}
          </span>
        </span>
      ),
    },
    { id: 'courses', header: _('website.coursePages.courses'), cell: (page) => page.cardCount },
  ];
  return (
    <ListEditor
      list={coursePages.useList()}
      remove={coursePages.useRemove()}
      reorder={coursePages.useReorder()}
      rows={(pages) => pages.filter((page) => page.kind === 'catalogue')}
      texts={{
        intro: _('website.coursePages.intro'),
        add: _('website.coursePages.addCatalogue'),
        editTitle: _('website.coursePages.editTitle'),
        caption: _('website.coursePages.caption'),
        empty: _('website.coursePages.empty'),
        loadFailed: _('website.coursePages.loadFailed'),
        removed: _('website.coursePages.removed'),
        removeFailed: _('website.coursePages.removeFailed'),
      }}
      columns={columns}
      editLabel="website.coursePages.edit"
      removeLabel="website.coursePages.remove"
      labelValues={(page) => ({ title: title(page) })}
      moveName={title}
      canRemove={(page) => {
        if (page.cardCount === 0) return true;
        showToast(
          _('website.coursePages.notEmpty', { title: title(page), count: page.cardCount }),
          'error',
        );
        return false;
      }}
      confirmRemove={(page) =>
        _('website.coursePages.confirmRemove', { title: title(page), path: page.path })
      }
      onRemoved={(page) => {
        if (chosen === page.id) setChosen(null);
      }}
      form={(page, done) => <CoursePageForm page={page} onDone={done} />}
    >
      {(all, edit) => {
        const current = all.find((page) => page.id === chosen) ?? all[0] ?? null;
        return (
          current && (
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
                  label: `${title(page)} (${page.path})`,
                }))}
                value={String(current.id)}
                onChange={(event) => setChosen(Number(event.target.value))}
              />
              {current.kind === 'duration' && (
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-slate-700">{_('website.coursePages.duration')}</p>
                  <Button variant="small" onClick={() => edit(current)}>
                    <Trans
                      id="website.coursePages.edit"
                      values={{ title: title(current) }}
                      components={hidden}
                    />
                  </Button>
                </div>
              )}
              <CourseCardsPanel key={current.id} page={current} />
            </div>
          )
        );
      }}
    </ListEditor>
  );
}
