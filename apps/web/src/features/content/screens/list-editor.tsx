import { Trans, useLingui } from '@lingui/react';
import type { MessageId } from '@lingui/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DraftKindName } from '@institute/shared/content/drafts';
import type { FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { MoveButtons } from '../../../components/ui/move-buttons';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { moved, type SaveItem, type Versioned } from '../content-list-api';
import { useFormDraft } from './draft-controls';

/** The words of one list editor, already in the reader's language. */
export interface ListTexts {
  intro?: ReactNode;
  /** The add button (and the add dialog's title unless `addTitle`); none: nothing is added here. */
  add?: string;
  addTitle?: string;
  editTitle: string;
  /** The table's caption (read to screen readers). */
  caption: string;
  empty: string;
  loadFailed: string;
  removed: string;
  removeFailed: string;
}

export interface ListEditorProps<Item extends Versioned> {
  /** The kind's list (from its `contentList(...).useList()`). */
  list: UseQueryResult<Item[]>;
  remove: UseMutationResult<unknown, Error, Item>;
  /** With it each row gets "Move up" and "Move down" (named by `moveName`). */
  reorder?: UseMutationResult<unknown, Error, readonly Item[]>;
  /** The rows shown (and ordered) of the list read; default all of them. */
  rows?: (items: Item[]) => Item[];
  texts: ListTexts;
  /** The kind's own columns; the actions column is added after them. */
  columns: DataColumn<Item>[];
  /** Ids of the edit and remove buttons' words: "Edit <0>…</0>" with `labelValues`. */
  editLabel: MessageId;
  removeLabel: MessageId;
  labelValues: (item: Item, index: number) => Record<string, unknown>;
  moveName?: (item: Item, index: number) => ReactNode;
  /** The question asked before removing. */
  confirmRemove: (item: Item) => string;
  /** False: the item cannot be removed (the kind has said why). */
  canRemove?: (item: Item) => boolean;
  onRemoved?: (item: Item) => void;
  addDisabled?: boolean;
  /** Shown under the add button (e.g. why no more can be added). */
  notice?: ReactNode;
  /** Buttons of a row before the move buttons. */
  rowActions?: (item: Item, index: number) => ReactNode;
  /** The kind's form: add (item null) or edit; `done` closes the dialog. */
  form: (item: Item | null, done: () => void) => ReactNode;
  /** The dialog's width: 'max-w-2xl' unless false. */
  wideDialog?: boolean;
  /** What follows the table (e.g. the chosen row's own list); `edit` opens an item's form. */
  children?: (items: Item[], edit: (item: Item) => void) => ReactNode;
}

const hidden = { 0: <span className="sr-only" /> };

/**
 * One list of the website editor (decision 0068): the kind's rows in their order, with add,
 * edit (a dialog holding the kind's form), move up and down, and remove. A kind declares its
 * columns, its form, its words and its API (`contentList`); the rest is here, the same for all.
 * On a phone the table is cards (DataTable), its buttons at least 24 px.
 */
export function ListEditor<Item extends Versioned>(props: ListEditorProps<Item>) {
  const { list, remove, reorder, texts, columns, labelValues, children } = props;
  const { _ } = useLingui();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  if (list.isPending) return <LoadingMessage />;
  if (list.isError) return <ErrorMessage>{messageOf(list.error, texts.loadFailed)}</ErrorMessage>;
  const all = list.data;
  const rows = props.rows ? props.rows(all) : all;

  const onDelete = (item: Item) => {
    if (props.canRemove && !props.canRemove(item)) return;
    if (!window.confirm(props.confirmRemove(item))) return;
    remove.mutate(item, {
      onSuccess: () => {
        showToast(texts.removed, 'success');
        props.onRemoved?.(item);
      },
      onError: (error) => showToast(messageOf(error, texts.removeFailed), 'error'),
    });
  };
  const onMove = (index: number, step: -1 | 1) =>
    reorder?.mutate(moved(rows, index, step), {
      onSuccess: () => showToast(_('website.orderSaved'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.orderSaveFailed')), 'error'),
    });

  const actions: DataColumn<Item> = {
    id: 'actions',
    header: _('website.actions'),
    actions: true,
    cell: (item, index) => (
      <div className="flex flex-wrap gap-2">
        {props.rowActions?.(item, index)}
        {reorder && (
          <MoveButtons
            index={index}
            count={rows.length}
            name={props.moveName?.(item, index)}
            disabled={reorder.isPending}
            onMove={(step) => onMove(index, step)}
          />
        )}
        <Button variant="small" onClick={() => setEditing(item)}>
          <Trans id={props.editLabel} values={labelValues(item, index)} components={hidden} />
        </Button>
        <Button variant="danger" onClick={() => onDelete(item)}>
          <Trans id={props.removeLabel} values={labelValues(item, index)} components={hidden} />
        </Button>
      </div>
    ),
  };

  const table = (
    <>
      {texts.add !== undefined && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{texts.intro}</p>
          <Button onClick={() => setEditing('new')} disabled={props.addDisabled}>
            {texts.add}
          </Button>
        </div>
      )}
      {props.notice}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={texts.caption}
          columns={[...columns, actions]}
          rows={rows}
          rowKey={(item) => item.id}
          empty={<p className="p-4 text-slate-700">{texts.empty}</p>}
        />
      </div>
    </>
  );

  return (
    <div className={children ? 'space-y-6' : 'space-y-4'}>
      {children ? <div className="space-y-4">{table}</div> : table}
      {children?.(all, setEditing)}
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? (texts.addTitle ?? texts.add ?? '') : texts.editTitle}
        onClose={() => setEditing(null)}
        className={props.wideDialog === false ? undefined : 'max-w-2xl'}
      >
        {editing !== null && (
          <FormKey key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}>
            {props.form(editing === 'new' ? null : editing, () => setEditing(null))}
          </FormKey>
        )}
      </Dialog>
    </div>
  );
}

/** A fresh form for each item (and each version of it) the dialog opens. */
function FormKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** What the form's save says, already in the reader's language. */
export interface SaveTexts<Item> {
  saved: string;
  added: string | ((saved: Item) => string);
  saveFailed: string;
}

/**
 * The save of a kind's form: sends the checked values (adding when `id` is null) at the version
 * the form's draft names, then says so and closes; a refusal puts the server's messages at their
 * fields and its reason above the form.
 */
export function useItemSave<Item, Values, Form extends FieldValues>({
  save,
  item,
  texts,
  setError,
  onDone,
}: {
  save: UseMutationResult<Item, Error, SaveItem<Values>>;
  /** The item edited; null adds one. */
  item: Versioned | null;
  texts: SaveTexts<Item>;
  setError: UseFormSetError<Form>;
  onDone: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const id = item?.id ?? null;
  /** `draft`: the form's draft (useFormDraft), whose version the save names; none: the item's. */
  const submit = (
    input: Values,
    draft: { version: number; published: () => void } = {
      version: item?.version ?? 0,
      published: () => {},
    },
  ) => {
    setFailure(null);
    save.mutate(
      { id, version: draft.version, input },
      {
        onSuccess: (saved) => {
          draft.published();
          const added = typeof texts.added === 'function' ? texts.added(saved) : texts.added;
          showToast(id === null ? added : texts.saved, 'success');
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError);
          setFailure(messageOf(error, texts.saveFailed));
        },
      },
    );
  };
  return {
    failure,
    setFailure,
    submit,
    /** What `ItemForm` takes of this save, besides its onSubmit and its words. */
    frame: { failure, busy: save.isPending, onCancel: onDone },
  };
}

/**
 * A kind's form with drafts (decision 0030): the save of `useItemSave` at the version of the
 * draft continued, "Save draft", and the draft offered when the form opens. `load` turns a draft's
 * data into the form's values (default: as they are).
 */
export function useDraftedItemForm<Item, Values, Form extends FieldValues>({
  kind,
  form,
  load = (data) => data as Form,
  disabled,
  ...options
}: Omit<Parameters<typeof useItemSave<Item, Values, Form>>[0], 'setError'> & {
  kind: DraftKindName;
  form: UseFormReturn<Form, unknown, Values>;
  load?: (data: unknown) => Form;
  disabled?: boolean;
}) {
  const { handleSubmit, setError, reset } = form;
  const { setFailure, submit, frame } = useItemSave({ ...options, setError });
  const draft = useFormDraft({
    kind,
    itemId: options.item?.id ?? null,
    version: options.item?.version ?? 0,
    load: (data) => reset(load(data)),
    handleSubmit,
    setError,
    setFailure,
    disabled,
  });
  /** `<ItemForm {...frame} submitLabel={…}>`: the save, the draft, the failure, Cancel. */
  return {
    frame: {
      ...frame,
      draft,
      onSubmit: (event: FormEvent<HTMLFormElement>) =>
        void handleSubmit((input) => submit(input, draft))(event),
    },
  };
}

/**
 * The frame of a kind's form: the draft offered, the failure, the kind's fields, then the save
 * button, the draft's buttons, the kind's own buttons and Cancel.
 */
export function ItemForm({
  onSubmit,
  draft,
  failure,
  busy,
  busyLabel,
  submitLabel,
  buttons,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  draft?: { offer: ReactNode; buttons: ReactNode };
  failure: string | null;
  busy: boolean;
  busyLabel?: string;
  submitLabel: string;
  buttons?: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {draft?.offer}
      <FormAlert message={failure} />
      {children}
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          busy={busy}
          busyLabel={busyLabel ?? _('website.saving')}
          className="sm:w-auto"
        >
          {submitLabel}
        </SubmitButton>
        {draft?.buttons}
        {buttons}
        <Button variant="secondary" onClick={onCancel}>
          {_('website.cancel')}
        </Button>
      </div>
    </form>
  );
}
