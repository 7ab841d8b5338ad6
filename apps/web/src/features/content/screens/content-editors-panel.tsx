import type { ContentEditor } from '@institute/shared/content/site';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useContentEditors, useSetContentEditor } from '../site-content-api';

/** Head office chooses which centre staff members may edit the website too. */
export function ContentEditorsPanel() {
  const editors = useContentEditors();
  const set = useSetContentEditor();
  if (editors.isPending) return <LoadingMessage />;
  if (editors.isError) {
    return (
      <ErrorMessage>{messageOf(editors.error, 'The staff list could not be loaded.')}</ErrorMessage>
    );
  }
  const toggle = (editor: ContentEditor, canEditContent: boolean) =>
    set.mutate(
      { id: editor.id, canEditContent },
      {
        onSuccess: () =>
          showToast(
            canEditContent
              ? `${editor.name} may now edit the website`
              : `${editor.name} may no longer edit the website`,
            'success',
          ),
        onError: (error) =>
          showToast(messageOf(error, 'The change could not be saved. Please try again.'), 'error'),
      },
    );
  const columns: DataColumn<ContentEditor>[] = [
    { id: 'name', header: 'Name', rowHeader: true, cell: (editor) => editor.name },
    { id: 'email', header: 'E-mail', cell: (editor) => editor.email, phone: false },
    { id: 'centre', header: 'Centre', cell: (editor) => editor.centre ?? '—' },
    {
      id: 'may',
      header: 'May edit the website',
      cell: (editor) => (
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={editor.canEditContent}
          aria-label={`${editor.name} may edit the website`}
          onChange={(event) => toggle(editor, event.target.checked)}
        />
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        Head office always may. A centre staff member you tick here edits the settings and notices
        too, and sees ‘Website’ in the menu.
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption="Who may edit the website"
          columns={columns}
          rows={editors.data}
          rowKey={(editor) => editor.id}
          empty={<p className="p-4 text-slate-700">No centre staff yet.</p>}
        />
      </div>
    </div>
  );
}
