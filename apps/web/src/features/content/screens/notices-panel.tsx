import { Trans, useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  noticeInputSchema,
  type EditableNotice,
  type NoticeInput,
  type NoticeValues,
} from '@institute/shared/content/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import type { I18n } from '@lingui/core';
import { showToast } from '../../../lib/toast';
import { useDeleteNotice, useNotices, useSaveNotice } from '../site-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';

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
  const save = useSaveNotice();
  const { _ } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<NoticeInput, unknown, NoticeValues>({
    resolver: zodResolver(noticeInputSchema),
    defaultValues: {
      textEn: notice?.textEn ?? '',
      textHi: notice?.textHi ?? '',
      startsOn: notice?.startsOn ?? '',
      endsOn: notice?.endsOn ?? '',
      position: notice?.position ?? 0,
    },
  });
  const draft = useFormDraft({
    kind: 'notice',
    itemId: notice?.id ?? null,
    version: notice?.version ?? 0,
    load: (data) => reset(data as NoticeInput),
    handleSubmit,
    setError,
    setFailure,
  });
  const onValid = (input: NoticeValues) => {
    setFailure(null);
    save.mutate(
      { id: notice?.id ?? null, version: draft.version, input },
      {
        onSuccess: () => {
          draft.published();
          showToast(notice ? _('website.notices.saved') : _('website.notices.added'), 'success');
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, _('website.notices.saveFailed')));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <TextareaField
        label={_('website.notices.textEn')}
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
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel={_('website.saving')} className="sm:w-auto">
          {notice ? _('website.notices.save') : _('website.notices.add')}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The notices of the scrolling banner, each with its dates and whether it shows today. */
export function NoticesPanel() {
  const notices = useNotices();
  const remove = useDeleteNotice();
  const { _ } = useLingui();
  const [editing, setEditing] = useState<EditableNotice | 'new' | null>(null);

  if (notices.isPending) return <LoadingMessage />;
  if (notices.isError) {
    return <ErrorMessage>{messageOf(notices.error, _('website.notices.loadFailed'))}</ErrorMessage>;
  }

  const onDelete = (notice: EditableNotice) => {
    if (!window.confirm(_('website.notices.confirmRemove'))) return;
    remove.mutate(notice, {
      onSuccess: () => showToast(_('website.notices.removed'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.notices.removeFailed')), 'error'),
    });
  };

  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<EditableNotice>[] = [
    {
      id: 'text',
      header: _('website.notices.notice'),
      rowHeader: true,
      cell: (notice) => (
        <span className="font-normal">
          {notice.textEn && <span className="block">{notice.textEn}</span>}
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
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (notice) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" onClick={() => setEditing(notice)}>
            <Trans id="website.notices.edit" values={{ id: notice.id }} components={hidden} />
          </Button>
          <Button variant="danger" onClick={() => onDelete(notice)}>
            <Trans id="website.notices.remove" values={{ id: notice.id }} components={hidden} />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{_('website.notices.intro')}</p>
        <Button onClick={() => setEditing('new')}>{_('website.notices.add')}</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.notices.heading')}
          columns={columns}
          rows={notices.data}
          rowKey={(notice) => notice.id}
          empty={<p className="p-4 text-slate-700">{_('website.notices.empty')}</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? _('website.notices.add') : _('website.notices.editTitle')}
        onClose={() => setEditing(null)}
        className="max-w-2xl"
      >
        {editing !== null && (
          <NoticeForm
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            notice={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
