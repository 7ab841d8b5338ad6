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
import { showToast } from '../../../lib/toast';
import { useDeleteNotice, useNotices, useSaveNotice } from '../site-content-api';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { useFormDraft } from './draft-controls';

/** 'From 1 Dec 2026 to 5 Dec 2026', 'Until ...', 'Always'. */
function shownWhen(notice: EditableNotice): string {
  const from = notice.startsOn ? formatDate(notice.startsOn, 'short') : '';
  const to = notice.endsOn ? formatDate(notice.endsOn, 'short') : '';
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Always';
}

/** Add a notice (notice null) or edit one: English and Hindi text, first and last day, order. */
function NoticeForm({ notice, onDone }: { notice: EditableNotice | null; onDone: () => void }) {
  const save = useSaveNotice();
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
          showToast(notice ? 'Notice saved' : 'Notice added', 'success');
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, 'The notice could not be saved. Please try again.'));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-4">
      {draft.offer}
      <FormAlert message={failure} />
      <TextareaField
        label="Notice in English"
        rows={3}
        data-autofocus
        error={errors.textEn?.message}
        {...register('textEn')}
      />
      <TextareaField
        label="Notice in Hindi"
        lang="hi"
        rows={3}
        hint="Either text may be empty. The English site shows the English text when there is one."
        error={errors.textHi?.message}
        {...register('textHi')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="First day (optional)"
          type="date"
          error={errors.startsOn?.message}
          {...register('startsOn')}
        />
        <TextField
          label="Last day (optional)"
          type="date"
          error={errors.endsOn?.message}
          {...register('endsOn')}
        />
        <TextField
          label="Order"
          type="number"
          min={0}
          max={1000}
          hint="Lower first"
          error={errors.position?.message}
          {...register('position', { valueAsNumber: true })}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving..." className="sm:w-auto">
          {notice ? 'Save notice' : 'Add notice'}
        </SubmitButton>
        {draft.buttons}
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The notices of the scrolling banner, each with its dates and whether it shows today. */
export function NoticesPanel() {
  const notices = useNotices();
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<EditableNotice | 'new' | null>(null);

  if (notices.isPending) return <LoadingMessage />;
  if (notices.isError) {
    return (
      <ErrorMessage>{messageOf(notices.error, 'The notices could not be loaded.')}</ErrorMessage>
    );
  }

  const onDelete = (notice: EditableNotice) => {
    if (!window.confirm('Remove this notice from the website?')) return;
    remove.mutate(notice, {
      onSuccess: () => showToast('Notice removed', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The notice could not be removed. Please try again.'), 'error'),
    });
  };

  const columns: DataColumn<EditableNotice>[] = [
    {
      id: 'text',
      header: 'Notice',
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
    { id: 'when', header: 'Shown', className: 'whitespace-nowrap', cell: shownWhen },
    {
      id: 'today',
      header: 'Today',
      cell: (notice) => (notice.showing ? 'Showing' : 'Not showing'),
    },
    { id: 'position', header: 'Order', cell: (notice) => notice.position, phone: false },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (notice) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="small" onClick={() => setEditing(notice)}>
            Edit <span className="sr-only">notice {notice.id}</span>
          </Button>
          <Button variant="danger" onClick={() => onDelete(notice)}>
            Remove <span className="sr-only">notice {notice.id}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          The home page scrolls the notices shown today, in their order, after the label ‘Important
          Info:’.
        </p>
        <Button onClick={() => setEditing('new')}>Add notice</Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Notices"
          columns={columns}
          rows={notices.data}
          rowKey={(notice) => notice.id}
          empty={<p className="p-4 text-slate-700">No notices yet.</p>}
        />
      </div>
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add notice' : 'Edit notice'}
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
