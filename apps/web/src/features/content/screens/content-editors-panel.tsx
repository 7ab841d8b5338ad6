import { useLingui } from '@lingui/react';
import { useState } from 'react';
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
  const { _ } = useLingui();
  // The tick a user just gave shows in the same event: the list's own optimistic update comes a
  // moment later (after pending fetches are cancelled), and a controlled checkbox would flick back
  // meanwhile. Each override goes once its save settles (the list then says the same, or the
  // refusal's toast explains why it went back).
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(new Map());
  if (editors.isPending) return <LoadingMessage />;
  if (editors.isError) {
    return <ErrorMessage>{messageOf(editors.error, _('website.editors.loadFailed'))}</ErrorMessage>;
  }
  const toggle = (editor: ContentEditor, canEditContent: boolean) => {
    setTicked((before) => new Map(before).set(editor.id, canEditContent));
    set.mutate(
      { id: editor.id, canEditContent },
      {
        onSuccess: () =>
          showToast(
            canEditContent
              ? _('website.editors.granted', { name: editor.name })
              : _('website.editors.revoked', { name: editor.name }),
            'success',
          ),
        onError: (error) => showToast(messageOf(error, _('website.editors.saveFailed')), 'error'),
        onSettled: () =>
          setTicked((before) => {
            const after = new Map(before);
            after.delete(editor.id);
            return after;
          }),
      },
    );
  };
  const columns: DataColumn<ContentEditor>[] = [
    {
      id: 'name',
      header: _('website.editors.name'),
      rowHeader: true,
      cell: (editor) => editor.name,
    },
    {
      id: 'email',
      header: _('website.settings.email'),
      cell: (editor) => editor.email,
      phone: false,
    },
    { id: 'centre', header: _('website.editors.centre'), cell: (editor) => editor.centre ?? '—' },
    {
      id: 'may',
      header: _('website.editors.may'),
      cell: (editor) => (
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={ticked.get(editor.id) ?? editor.canEditContent}
          aria-label={_('website.editors.mayNamed', { name: editor.name })}
          onChange={(event) => toggle(editor, event.target.checked)}
        />
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{_('website.editors.intro')}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <DataTable
          caption={_('website.editors.heading')}
          columns={columns}
          rows={editors.data}
          rowKey={(editor) => editor.id}
          empty={<p className="p-4 text-slate-700">{_('website.editors.empty')}</p>}
        />
      </div>
    </div>
  );
}
