import type { MarketingTool } from '@institute/shared/marketing-tools';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
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
import { shownName } from '../../../lib/catalogue';
import { TYPE_LABELS } from './marketing-parts';

const LINK = `rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
const kindText = (type: string, _: I18n['_']) =>
  type === 'application/pdf'
    ? _('marketing.kind.pdf')
    : _('marketing.kind.image', { format: type.replace('image/', '').toUpperCase() });
const typeText = (type: string, _: I18n['_']) =>
  type in TYPE_LABELS ? _(TYPE_LABELS[type as keyof typeof TYPE_LABELS]) : type;

/** Marketing Tools: the download materials (Sl No., Type, Image, Description, Download Link). */
export function MarketingToolsPage() {
  const headOffice = isHeadOffice(useStaffUser());
  const tools = useMarketingTools();
  const remove = useRemoveMarketingTool();
  const [editing, setEditing] = useState<{ tool: MarketingTool | null } | null>(null);
  const [removing, setRemoving] = useState<MarketingTool | null>(null);
  const { _ } = useLingui();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showToast(_('marketing.removed'), 'success'),
      onError: (error) =>
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
            ? error.message
            : _('marketing.removeFailed'),
          'error',
        ),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('marketing.title')}
        intro={_('marketing.intro')}
        actions={
          headOffice ? (
            <button type="button" className={PRIMARY} onClick={() => setEditing({ tool: null })}>
              {_('marketing.add')}
            </button>
          ) : undefined
        }
      />
      {tools.isPending && (
        <p role="status" className="rounded-md bg-white p-4 text-slate-700">
          {_('marketing.loading')}
        </p>
      )}
      {tools.isError && <ErrorMessage>{_('marketing.loadFailed')}</ErrorMessage>}
      {tools.data && tools.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">{_('marketing.empty')}</p>
      )}
      {tools.data && tools.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={_('marketing.caption')}
            className="w-full"
            columns={[
              {
                id: 'number',
                header: _('marketing.col.number'),
                cell: (_tool, index) => index + 1,
              },
              {
                id: 'type',
                header: _('marketing.col.type'),
                cell: (tool) => typeText(tool.type, _),
              },
              {
                id: 'image',
                header: _('marketing.col.image'),
                cell: (tool) => (
                  <img
                    src={tool.imageUrl}
                    alt={_('marketing.preview', { description: shownName(tool.description) })}
                    width={120}
                    height={75}
                    loading="lazy"
                    className="h-[75px] w-[120px] max-w-none rounded object-cover"
                  />
                ),
              },
              {
                id: 'description',
                header: _('marketing.col.description'),
                className: 'min-w-48',
                cell: (tool) => shownName(tool.description),
              },
              {
                id: 'download',
                header: _('marketing.col.download'),
                className: 'whitespace-nowrap',
                cell: (tool) => (
                  <>
                    <a
                      href={tool.downloadUrl}
                      download={tool.downloadName}
                      className={LINK}
                      aria-label={_('marketing.downloadNamed', {
                        description: shownName(tool.description),
                      })}
                    >
                      {_('marketing.download')}
                    </a>
                    <span className="block text-xs text-slate-600">
                      {kindText(tool.downloadType, _)}, {sizeText(tool.downloadSize)}
                    </span>
                  </>
                ),
              },
              ...(headOffice
                ? [
                    {
                      id: 'actions',
                      header: _('marketing.col.actions'),
                      actions: true,
                      cell: (tool: MarketingTool) => (
                        <div className="flex flex-wrap gap-3">
                          <button
                            type="button"
                            className={LINK}
                            aria-label={_('marketing.editNamed', {
                              description: shownName(tool.description),
                            })}
                            onClick={() => setEditing({ tool })}
                          >
                            {_('marketing.edit')}
                          </button>
                          <button
                            type="button"
                            className={`rounded font-medium text-red-700 underline underline-offset-2 hover:text-red-900 ${FOCUS_RING}`}
                            aria-label={_('marketing.removeNamed', {
                              description: shownName(tool.description),
                            })}
                            onClick={() => setRemoving(tool)}
                          >
                            {_('marketing.remove')}
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
        title={editing?.tool ? _('marketing.editTitle') : _('marketing.add')}
        onClose={() => setEditing(null)}
      >
        {editing && <MarketingToolForm tool={editing.tool} onDone={() => setEditing(null)} />}
      </Dialog>
      <Dialog
        open={removing !== null}
        title={_('marketing.removeTitle')}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <div className="space-y-4">
            <p>
              <Trans
                id="marketing.removeText"
                values={{ description: shownName(removing.description) }}
                components={{ 0: <strong /> }}
              />
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={SECONDARY} onClick={() => setRemoving(null)}>
                {_('marketing.cancel')}
              </button>
              <button
                type="button"
                className={DANGER}
                disabled={remove.isPending}
                onClick={confirmRemove}
              >
                {_('marketing.remove')}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
