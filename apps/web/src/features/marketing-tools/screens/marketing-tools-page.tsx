import { MARKETING_TOOL_MESSAGES, type MarketingTool } from '@institute/shared/marketing-tools';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { useMarketingTools, useRemoveMarketingTool } from '../marketing-tools-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { MarketingToolForm } from './marketing-tool-form';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { DANGER, PRIMARY, SECONDARY } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';

const LINK = `rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
const kindText = (type: string) =>
  type === 'application/pdf' ? 'PDF' : `${type.replace('image/', '').toUpperCase()} image`;

/** Marketing Tools: the download materials (Sl No., Type, Image, Description, Download Link). */
export function MarketingToolsPage() {
  const headOffice = isHeadOffice(useStaffUser());
  const tools = useMarketingTools();
  const remove = useRemoveMarketingTool();
  const [editing, setEditing] = useState<{ tool: MarketingTool | null } | null>(null);
  const [removing, setRemoving] = useState<MarketingTool | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showToast(MARKETING_TOOL_MESSAGES.removed, 'success'),
      onError: (error) =>
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : 'Could not remove the entry. Please try again.',
          'error',
        ),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title="Marketing Tools"
        intro="Brochures and banners to promote your centre. Download and share them."
        actions={
          headOffice ? (
            <button type="button" className={PRIMARY} onClick={() => setEditing({ tool: null })}>
              Add entry
            </button>
          ) : undefined
        }
      />
      {tools.isPending && (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          Loading...
        </p>
      )}
      {tools.isError && (
        <ErrorMessage>Could not load the marketing tools. Please try again.</ErrorMessage>
      )}
      {tools.data && tools.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">No download materials yet.</p>
      )}
      {tools.data && tools.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption="Download materials"
            cards={false}
            className="w-full"
            columns={[
              { id: 'number', header: 'Sl No.', cell: (_tool, index) => index + 1 },
              { id: 'type', header: 'Type', cell: (tool) => tool.type },
              {
                id: 'image',
                header: 'Image',
                cell: (tool) => (
                  <img
                    src={tool.imageUrl}
                    alt={`Preview: ${tool.description}`}
                    width={120}
                    height={75}
                    loading="lazy"
                    className="h-[75px] w-[120px] max-w-none rounded object-cover"
                  />
                ),
              },
              {
                id: 'description',
                header: 'Description',
                className: 'min-w-48',
                cell: (tool) => tool.description,
              },
              {
                id: 'download',
                header: 'Download Link',
                className: 'whitespace-nowrap',
                cell: (tool) => (
                  <>
                    <a
                      href={tool.downloadUrl}
                      download={tool.downloadName}
                      className={LINK}
                      aria-label={`Download ${tool.description}`}
                    >
                      Download
                    </a>
                    <span className="block text-xs text-slate-600">
                      {kindText(tool.downloadType)}, {sizeText(tool.downloadSize)}
                    </span>
                  </>
                ),
              },
              ...(headOffice
                ? [
                    {
                      id: 'actions',
                      header: 'Actions',
                      actions: true,
                      cell: (tool: MarketingTool) => (
                        <div className="flex flex-wrap gap-3">
                          <button
                            type="button"
                            className={LINK}
                            aria-label={`Edit ${tool.description}`}
                            onClick={() => setEditing({ tool })}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className={`rounded font-medium text-red-700 underline underline-offset-2 hover:text-red-900 ${FOCUS_RING}`}
                            aria-label={`Remove ${tool.description}`}
                            onClick={() => setRemoving(tool)}
                          >
                            Remove
                          </button>
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
            rows={tools.data}
            rowKey={(tool) => tool.id}
          />
        </div>
      )}

      <Dialog
        open={editing !== null}
        title={editing?.tool ? 'Edit entry' : 'Add entry'}
        onClose={() => setEditing(null)}
      >
        {editing && <MarketingToolForm tool={editing.tool} onDone={() => setEditing(null)} />}
      </Dialog>
      <Dialog open={removing !== null} title="Remove entry" onClose={() => setRemoving(null)}>
        {removing && (
          <div className="space-y-4">
            <p>
              Remove <strong>{removing.description}</strong>? Staff will no longer be able to
              download it.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={SECONDARY} onClick={() => setRemoving(null)}>
                Cancel
              </button>
              <button
                type="button"
                className={DANGER}
                disabled={remove.isPending}
                onClick={confirmRemove}
              >
                Remove
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
