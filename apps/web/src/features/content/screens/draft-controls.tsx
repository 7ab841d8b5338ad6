import { Trans, useLingui } from '@lingui/react';
import {
  draftPictureUrl,
  type ContentDraft,
  type DraftKindName,
} from '@institute/shared/content/drafts';
import { ApiRequestError } from '../../../lib/api-client';
import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from '../../../components/form/server-errors';
import { Button, buttonClass } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { serverText } from '../../../i18n/server-texts';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import {
  uploadDraftPicture,
  useDiscardDraft,
  useItemDraft,
  usePublishDraft,
  useSaveDraft,
} from '../drafts-api';

interface FormDraftOptions<Values extends FieldValues, Output> {
  kind: DraftKindName;
  /** The item the form edits; null for a new item or a single record. */
  itemId: number | null;
  /** The version of the item the form was opened at (0 for a new item). */
  version: number;
  /** Loads a draft's data into the form ("Continue editing"). */
  load: (data: unknown) => void;
  handleSubmit: UseFormHandleSubmit<Values, Output>;
  setError: UseFormSetError<Values>;
  setFailure: (message: string | null) => void;
  /**
   * The data the API takes, from the form's checked values (default: as they are); may upload
   * first (a picture for the draft, decision 0038), and throw to stop the save.
   */
  toData?: (values: Output) => unknown;
  /** No drafts here (a kind that takes drafts of items already there only, adding one). */
  disabled?: boolean;
}

/**
 * What an editor form needs for drafts (decision 0030): the item's draft offered when the form
 * opens ("Continue editing" loads it, and the form then saves at the version the draft started
 * from), "Save draft", and the preview of the draft kept.
 */
export function useFormDraft<Values extends FieldValues, Output>(
  options: FormDraftOptions<Values, Output>,
) {
  const { kind, itemId, version, load, handleSubmit, setError, setFailure, toData, disabled } =
    options;
  const stored = useItemDraft(kind, itemId);
  const save = useSaveDraft();
  const discard = useDiscardDraft();
  const { _ } = useLingui();
  /** 'offered' until the editor chooses; 'editing' once the draft is loaded or saved here. */
  const [state, setState] = useState<'offered' | 'editing' | 'dismissed'>('offered');
  const [kept, setKept] = useState<ContentDraft | null>(null);
  /** While a draft is kept (its picture uploaded first, if any). */
  const [busy, setBusy] = useState(false);
  const draft = kept ?? stored;
  const editing = state === 'editing' && draft !== null;

  /** Keeps the values as the item's draft; answers the draft kept (throws when refused). */
  const keep = async (values: Output): Promise<ContentDraft> => {
    setBusy(true);
    try {
      const data = toData ? await toData(values) : values;
      const saved = await save.mutateAsync({
        kind,
        itemId,
        version: editing ? draft.version : version,
        // The draft this form holds or was offered: another editor's saved since is not
        // written over (409, shown as the form's failure).
        replaces: draft?.savedAt ?? null,
        data,
      });
      setKept(saved);
      setState('editing');
      return saved;
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await keep(values);
      showToast(_('website.draft.saved'), 'success');
    } catch (error) {
      applyFieldErrors(error as Error, setError);
      setFailure(messageOf(error, _('website.draft.saveFailed')));
    }
  });

  return {
    /** The version a save (publishing the form) names: the draft's, once continued. */
    version: editing ? draft.version : version,
    keep,
    /** Removes the draft the form continued once the form itself was published. */
    published: () => {
      if (editing) discard.mutate(draft.id);
    },
    offer:
      !disabled && state === 'offered' && stored ? (
        <DraftOffer
          draft={stored}
          busy={discard.isPending}
          onContinue={() => {
            load(stored.data);
            setState('editing');
          }}
          onDiscard={() => {
            if (!window.confirm(_('website.draft.confirmDiscard'))) return;
            discard.mutate(stored.id, {
              onSuccess: () => {
                setState('dismissed');
                showToast(_('website.draft.discarded'), 'success');
              },
              onError: (error) =>
                showToast(messageOf(error, _('website.draft.discardFailed')), 'error'),
            });
          }}
        />
      ) : null,
    buttons: disabled ? null : (
      <>
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void saveDraft()}
        >
          {busy ? _('website.draft.saving') : _('website.draft.save')}
        </Button>
        {editing && (
          <a
            href={draft.previewPath}
            target="_blank"
            rel="noopener"
            className={buttonClass('secondary')}
          >
            <Trans id="website.draft.preview" components={{ 0: <span className="sr-only" /> }} />
          </a>
        )}
      </>
    ),
  };
}

/** "You have a draft from …: Continue editing / Discard". */
function DraftOffer({
  draft,
  busy,
  onContinue,
  onDiscard,
}: {
  draft: ContentDraft;
  busy: boolean;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  const { _ } = useLingui();
  return (
    <div
      role="status"
      className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950"
    >
      <p>
        {_('website.draft.offer', {
          name: draft.savedBy || _('website.draft.anEditor'),
          when: formatDateTime(draft.savedAt),
          stale: draft.stale ? 'yes' : 'no',
        })}
      </p>
      {draft.refused && (
        <p className="mt-1 text-red-700">
          {_('website.drafts.refused', { reason: serverText(draft.refused) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="small" onClick={onContinue}>
          {_('website.draft.continue')}
        </Button>
        <Button variant="small" disabled={busy} onClick={onDiscard}>
          {_('website.draft.discard')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The picture of a form's draft (decision 0038): a chosen file is uploaded for the draft when the
 * draft is kept (once), or the picture of a continued draft is kept as it is. `onRefused` gets the
 * server's reason for a refused file (shown beside the file field).
 */
export function useDraftPicture(onRefused: (message: string | undefined) => void) {
  const { _ } = useLingui();
  /** The draft's picture: uploaded from `file` here, or the continued draft's (file null). */
  const [kept, setKept] = useState<{ id: number; file: File | null } | null>(null);
  return {
    /** Loads a continued draft's picture (its id in the draft's data), if it has one. */
    load: (id: unknown) => setKept(typeof id === 'number' ? { id, file: null } : null),
    /** The picture's id for the draft's data: `file` uploaded first, unless it already was. */
    async forDraft(file: File | null): Promise<number | undefined> {
      if (!file || kept?.file === file) return kept?.id;
      try {
        const uploaded = await uploadDraftPicture(file);
        setKept({ id: uploaded.id, file });
        return uploaded.id;
      } catch (error) {
        if (error instanceof ApiRequestError) onRefused(error.fieldErrors.image?.[0]);
        throw error;
      }
    },
    /** The form's save publishes the draft's picture: one is kept and no other file was chosen. */
    holds: (file: File | null) => kept !== null && (!file || kept.file === file),
    /** The continued draft's picture, to show beside the file field. */
    thumbnail:
      kept && kept.file === null ? (
        <figure>
          <img
            src={draftPictureUrl(kept.id)}
            alt=""
            className="h-auto w-full max-w-xs rounded border border-slate-200"
          />
          <figcaption className="text-sm text-slate-700">{_('website.draft.picture')}</figcaption>
        </figure>
      ) : undefined,
  };
}

/**
 * Publishes a form through its draft (decision 0038): keeps the values as the item's draft (with
 * its picture), then publishes that draft; `busy` meanwhile.
 */
export function usePublishThroughDraft<Output>(draft: {
  keep: (values: Output) => Promise<ContentDraft>;
}) {
  const publish = usePublishDraft();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(values: Output, onDone: () => void, onError: (error: Error) => void) {
      setBusy(true);
      try {
        const kept = await draft.keep(values);
        await publish.mutateAsync(kept.id);
        onDone();
      } catch (error) {
        onError(error as Error);
      } finally {
        setBusy(false);
      }
    },
  };
}
