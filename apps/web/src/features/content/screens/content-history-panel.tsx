import { Trans, useLingui } from '@lingui/react';
import type { ContentHistoryEntry } from '@institute/shared/content/site';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { useContentHistory, useUndoChange } from '../site-content-api';

/** The latest saves of the website, each with Undo while what it wrote is still there. */
export function ContentHistoryPanel() {
  const history = useContentHistory();
  const undo = useUndoChange();
  const { _ } = useLingui();
  if (history.isPending) return <LoadingMessage />;
  if (history.isError) {
    return <ErrorMessage>{messageOf(history.error, _('website.history.loadFailed'))}</ErrorMessage>;
  }
  const onUndo = (entry: ContentHistoryEntry) =>
    undo.mutate(entry.id, {
      onSuccess: () => showToast(_('website.history.undone'), 'success'),
      onError: (error) => showToast(messageOf(error, _('website.history.undoFailed')), 'error'),
    });
  const columns: DataColumn<ContentHistoryEntry>[] = [
    {
      id: 'at',
      header: _('website.history.when'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (entry) => formatDateTime(entry.at),
    },
    { id: 'what', header: _('website.history.what'), cell: (entry) => entry.summary },
    { id: 'by', header: _('website.history.by'), cell: (entry) => entry.by || '—' },
    {
      id: 'actions',
      header: _('website.actions'),
      actions: true,
      cell: (entry) =>
        entry.undoable ? (
          <Button variant="small" disabled={undo.isPending} onClick={() => onUndo(entry)}>
            <Trans
              id="website.history.undo"
              values={{ summary: entry.summary }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <DataTable
        caption={_('website.history.caption')}
        columns={columns}
        rows={history.data}
        rowKey={(entry) => entry.id}
        empty={<p className="p-4 text-slate-700">{_('website.history.empty')}</p>}
      />
    </div>
  );
}
