import type { ContentDraft } from '@institute/shared/content/drafts';
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { useDiscardDraft, useDrafts, usePublishDraft } from '../drafts-api';

/**
 * The website's drafts (decision 0030), every editor's: each with who saved it and when, its
 * preview in a new tab, Publish (through its save: checked, versioned, in the History) and Discard.
 */
export function DraftsPanel() {
  const drafts = useDrafts();
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  if (drafts.isPending) return <LoadingMessage />;
  if (drafts.isError) {
    return (
      <ErrorMessage>{messageOf(drafts.error, 'The drafts could not be loaded.')}</ErrorMessage>
    );
  }
  const name = (draft: ContentDraft) => `${draft.label}: ${draft.title}`;
  const onPublish = (draft: ContentDraft) =>
    publish.mutate(draft.id, {
      onSuccess: () => showToast('Draft published', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The draft could not be published. Please try again.'), 'error'),
    });
  const onDiscard = (draft: ContentDraft) => {
    if (!window.confirm('Discard this draft? Its changes are lost.')) return;
    discard.mutate(draft.id, {
      onSuccess: () => showToast('Draft discarded', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The draft could not be discarded. Please try again.'), 'error'),
    });
  };
  const busy = publish.isPending || discard.isPending;
  const columns: DataColumn<ContentDraft>[] = [
    {
      id: 'what',
      header: 'Draft',
      rowHeader: true,
      cell: (draft) => (
        <span className="font-normal">
          <span className="block font-semibold">{draft.label}</span>
          <span className="block break-words">{draft.title || '—'}</span>
          {draft.stale && (
            <span className="block text-sm text-red-700">
              Published by someone since this draft was started: open it, check, and save again.
            </span>
          )}
        </span>
      ),
    },
    { id: 'by', header: 'Saved by', cell: (draft) => draft.savedBy || '—' },
    {
      id: 'at',
      header: 'Saved',
      className: 'whitespace-nowrap',
      phone: false,
      cell: (draft) => formatDateTime(draft.savedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (draft) => (
        <div className="flex flex-wrap gap-2">
          <a
            href={draft.previewPath}
            target="_blank"
            rel="noopener"
            className={buttonClass('small')}
          >
            Preview<span className="sr-only"> {name(draft)} (opens in a new tab)</span>
          </a>
          <Button variant="small" disabled={busy} onClick={() => onPublish(draft)}>
            Publish<span className="sr-only"> {name(draft)}</span>
          </Button>
          <Button variant="small" disabled={busy} onClick={() => onDiscard(draft)}>
            Discard<span className="sr-only"> {name(draft)}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        “Save draft” in a form keeps your changes here without publishing them; every editor sees
        them. Preview shows the page with the draft in a new tab; Publish puts it on the website.
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Drafts not published yet"
          columns={columns}
          rows={drafts.data}
          rowKey={(draft) => draft.id}
          empty={<p className="p-4 text-slate-700">No drafts.</p>}
        />
      </div>
    </div>
  );
}
