import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  noticeInputSchema,
  type EditableNotice,
  type NoticeInput,
  type NoticeValues,
} from '@institute/shared/content/site';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { type DataColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format-date';
import type { I18n } from '@lingui/core';
import { notices } from '../site-content-api';
import { ItemForm, ListEditor, useDraftedItemForm } from './list-editor';
import { useShownContent } from '../shown-content';

/** 'From 1 Dec 2026 to 5 Dec 2026', 'Until ...', 'Always'. */
function shownWhen(notice: EditableNotice, _: I18n['_']): string {
  const from = notice.startsOn ? formatDate(notice.startsOn, 'short') : '';
  const to = notice.endsOn ? formatDate(notice.endsOn, 'short') : '';
  if (from && to) return `${from} – ${to}`;
  if (from) return _('website.notices.from', { from });
  if (to) return _('website.notices.until', { to });
  return _('website.notices.always');
}

/** Add a notice (notice null) or edit one: English and Hindi text, first and last day, order. */
function NoticeForm({ notice, onDone }: { notice: EditableNotice | null; onDone: () => void }) {
  const save = notices.useSave();
  const { _ } = useLingui();
  const form = useForm<NoticeInput, unknown, NoticeValues>({
    resolver: zodResolver(noticeInputSchema),
    defaultValues: {
      textEn: notice?.textEn ?? '',
      textHi: notice?.textHi ?? '',
      startsOn: notice?.startsOn ?? '',
      endsOn: notice?.endsOn ?? '',
      position: notice?.position ?? 0,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { frame } = useDraftedItemForm({
    kind: 'notice',
    form,
    save,
    item: notice,
    onDone,
    texts: {
      saved: _('website.notices.saved'),
      added: _('website.notices.added'),
      saveFailed: _('website.notices.saveFailed'),
    },
  });
  return (
    <ItemForm
      {...frame}
      submitLabel={notice ? _('website.notices.save') : _('website.notices.add')}
    >
      <TextareaField
        label={_('website.notices.textEn')}
        lang="en"
        rows={3}
        data-autofocus
        error={errors.textEn?.message}
        {...register('textEn')}
      />
      <TextareaField
        label={_('website.notices.textHi')}
        lang="hi"
        rows={3}
        hint={_('website.notices.textHint')}
        error={errors.textHi?.message}
        {...register('textHi')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={_('website.notices.startsOn')}
          type="date"
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextField
          label={_('website.notices.endsOn')}
          type="date"
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
        <TextField
          label={_('website.order')}
          type="number"
          min={0}
          max={1000}
          hint={_('website.orderHint')}
          error={errors.position?.message}
          {...register('position', { valueAsNumber: true })}
        />
      </div>
    </ItemForm>
  );
}

/** The notices of the scrolling banner, each with its dates and whether it shows today. */
export function NoticesPanel() {
  const { _ } = useLingui();
  // In Hindi a notice with its Hindi shows that alone; one in English only says so.
  const { hindi } = useShownContent();
  const columns: DataColumn<EditableNotice>[] = [
    {
      id: 'text',
      header: _('website.notices.notice'),
      rowHeader: true,
      cell: (notice) => (
        <span className="font-normal">
          {notice.textEn && !(hindi && notice.textHi) && (
            <span className="block">
              <span lang="en">{notice.textEn}</span>
              {hindi && <span className="text-sm text-slate-600"> {_('website.englishOnly')}</span>}
            </span>
          )}
          {notice.textHi && (
            <span lang="hi" className="block text-slate-700">
              {notice.textHi}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'when',
      header: _('website.notices.shown'),
      className: 'whitespace-nowrap',
      cell: (notice) => shownWhen(notice, _),
    },
    {
      id: 'today',
      header: _('website.notices.today'),
      cell: (notice) =>
        notice.showing ? _('website.notices.showing') : _('website.notices.notShowing'),
    },
    { id: 'position', header: _('website.order'), cell: (notice) => notice.position, phone: false },
  ];
  return (
    <ListEditor
      list={notices.useList()}
      remove={notices.useRemove()}
      texts={{
        intro: _('website.notices.intro'),
        add: _('website.notices.add'),
        editTitle: _('website.notices.editTitle'),
        caption: _('website.notices.heading'),
        empty: _('website.notices.empty'),
        loadFailed: _('website.notices.loadFailed'),
        removed: _('website.notices.removed'),
        removeFailed: _('website.notices.removeFailed'),
      }}
      columns={columns}
      editLabel="website.notices.edit"
      removeLabel="website.notices.remove"
      labelValues={(notice) => ({ id: notice.id })}
      confirmRemove={() => _('website.notices.confirmRemove')}
      form={(notice, done) => <NoticeForm notice={notice} onDone={done} />}
    />
  );
}
