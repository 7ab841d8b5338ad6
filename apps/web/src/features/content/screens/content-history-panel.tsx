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
  if (history.isPending) return <LoadingMessage />;
  if (history.isError) {
    return (
      <ErrorMessage>{messageOf(history.error, 'The history could not be loaded.')}</ErrorMessage>
    );
  }
  const onUndo = (entry: ContentHistoryEntry) =>
    undo.mutate(entry.id, {
      onSuccess: () => showToast('Undone', 'success'),
      onError: (error) =>
        showToast(messageOf(error, 'The change could not be undone. Please try again.'), 'error'),
    });
  const columns: DataColumn<ContentHistoryEntry>[] = [
    {
      id: 'at',
      header: 'When',
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (entry) => formatDateTime(entry.at),
    },
    { id: 'what', header: 'What changed', cell: (entry) => entry.summary },
    { id: 'by', header: 'By', cell: (entry) => entry.by || '—' },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (entry) =>
        entry.undoable ? (
          <Button variant="small" disabled={undo.isPending} onClick={() => onUndo(entry)}>
            Undo <span className="sr-only">{entry.summary}</span>
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <DataTable
        caption="Latest changes of the website"
        columns={columns}
        rows={history.data}
        rowKey={(entry) => entry.id}
        empty={<p className="p-4 text-slate-700">No changes yet.</p>}
      />
    </div>
  );
}
