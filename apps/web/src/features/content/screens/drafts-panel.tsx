import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { ContentDraft, DraftKindName } from '@institute/shared/content/drafts';
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { serverText } from '../../../i18n/server-texts';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { useDiscardDraft, useDrafts, usePublishDraft } from '../drafts-api';

/** How the list names each kind of draft (the server's `label` is English). */
const KIND_IDS: Record<DraftKindName, MessageId> = {
  site_settings: 'website.drafts.kind.siteSettings',
  notice: 'website.drafts.kind.notice',
  about_page: 'website.drafts.kind.aboutPage',
  feature_card: 'website.drafts.kind.featureCard',
  plan: 'website.drafts.kind.plan',
  slide: 'website.drafts.kind.slide',
  course_page: 'website.drafts.kind.coursePage',
  course_card: 'website.drafts.kind.courseCard',
  site_logo: 'website.drafts.kind.siteLogo',
  gallery_photos: 'website.drafts.kind.galleryPhotos',
};

/**
 * The website's drafts (decision 0030), every editor's: each with who saved it and when, its
 * preview in a new tab, Publish (through its save: checked, versioned, in the History) and Discard.
 */
export function DraftsPanel() {
  const drafts = useDrafts();
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const { _ } = useLingui();
  if (drafts.isPending) return <LoadingMessage />;
  if (drafts.isError) {
    return <ErrorMessage>{messageOf(drafts.error, _('website.drafts.loadFailed'))}</ErrorMessage>;
  }
  const name = (draft: ContentDraft) =>
    _('website.drafts.name', { label: _(KIND_IDS[draft.kind]), title: draft.title });
  const onPublish = (draft: ContentDraft) =>
    publish.mutate(draft.id, {
      onSuccess: () => showToast(_('website.drafts.published'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.drafts.publishFailed')), 'error'),
    });
  const onDiscard = (draft: ContentDraft) => {
    if (!window.confirm(_('website.draft.confirmDiscard'))) return;
    discard.mutate(draft.id, {
      onSuccess: () => showToast(_('website.draft.discarded'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.drafts.discardFailed')), 'error'),
    });
  };
  const busy = publish.isPending || discard.isPending;
  const hidden = { 0: <span className="sr-only" /> };
  const columns: DataColumn<ContentDraft>[] = [
    {
      id: 'what',
      header: _('website.drafts.draft'),
      rowHeader: true,
      cell: (draft) => (
        <span className="font-normal">
          <span className="block font-semibold">{_(KIND_IDS[draft.kind])}</span>
          <span className="block break-words">{draft.title || '—'}</span>
          {draft.stale && (
            <span className="block text-sm text-red-700">{_('website.drafts.stale')}</span>
          )}
          {draft.refused && (
            <span className="block text-sm text-red-700">
              {_('website.drafts.refused', { reason: serverText(draft.refused) })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'by', header: _('website.drafts.savedBy'), cell: (draft) => draft.savedBy || '—' },
    {
      id: 'at',
      header: _('website.drafts.savedAt'),
      className: 'whitespace-nowrap',
      phone: false,
      cell: (draft) => formatDateTime(draft.savedAt),
    },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (draft) => (
        <div className="flex flex-wrap gap-2">
          <a
            href={draft.previewPath}
            target="_blank"
            rel="noopener"
            className={buttonClass('small')}
          >
            <Trans id="website.drafts.preview" values={{ name: name(draft) }} components={hidden} />
          </a>
          <Button variant="small" disabled={busy} onClick={() => onPublish(draft)}>
            <Trans id="website.drafts.publish" values={{ name: name(draft) }} components={hidden} />
          </Button>
          <Button variant="small" disabled={busy} onClick={() => onDiscard(draft)}>
            <Trans id="website.drafts.discard" values={{ name: name(draft) }} components={hidden} />
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{_('website.drafts.intro')}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.drafts.caption')}
          columns={columns}
          rows={drafts.data}
          rowKey={(draft) => draft.id}
          empty={<p className="p-4 text-slate-700">{_('website.drafts.empty')}</p>}
        />
      </div>
    </div>
  );
}
