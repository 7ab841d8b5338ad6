import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { ApiRequestError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { useCredentialKeys, useRotateCredentialKey } from './credentials-api';

type SigningKey = NonNullable<ReturnType<typeof useCredentialKeys>['data']>[number];

/** Head office: the credential signing keys and their rotation. */
export function CredentialKeysPanel() {
  const { _ } = useLingui();
  const keyColumns: DataColumn<SigningKey>[] = [
    {
      id: 'key',
      header: _('credentials.keys.col.key'),
      className: 'font-mono',
      cell: (key) => key.keyId,
    },
    {
      id: 'created',
      header: _('credentials.keys.col.created'),
      cell: (key) => formatDateTime(key.createdAt),
    },
    {
      id: 'use',
      header: _('credentials.keys.col.use'),
      cell: (key) =>
        key.active
          ? _('credentials.keys.active')
          : _('credentials.keys.retired', {
              date: key.retiredAt ? formatDateTime(key.retiredAt) : '',
            }),
    },
  ];
  const keys = useCredentialKeys();
  const rotate = useRotateCredentialKey();
  const [confirming, setConfirming] = useState(false);
  const failed =
    keys.error instanceof ApiRequestError && keys.error.status === 404
      ? keys.error.message
      : keys.isError
        ? _('credentials.keys.loadFailed')
        : null;
  return (
    <div className="mt-4">
      {keys.isPending && <p className="text-slate-700">{_('ui.loading')}</p>}
      {failed && (
        <p role="alert" className="text-red-700">
          {failed}
        </p>
      )}
      {keys.data && keys.data.length === 0 && (
        <p className="text-slate-700">{_('credentials.keys.none')}</p>
      )}
      {keys.data && keys.data.length > 0 && (
        // Scrolls sideways on a phone: focusable so that the keyboard can scroll it too.
        <div
          className={`overflow-x-auto rounded ${FOCUS_RING}`}
          tabIndex={0}
          role="region"
          aria-label={_('credentials.keys.region')}
        >
          <DataTable
            caption={_('credentials.keys.caption')}
            className="w-full min-w-[28rem] text-left"
            columns={keyColumns}
            rows={keys.data}
            rowKey={(key) => key.keyId}
          />
        </div>
      )}
      {keys.data && (
        <div className="mt-4">
          {!confirming ? (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
            >
              {_('credentials.keys.rotate')}
            </button>
          ) : (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
              <p>{_('credentials.keys.confirm')}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                <button
                  type="button"
                  disabled={rotate.isPending}
                  onClick={() =>
                    rotate.mutate(undefined, { onSettled: () => setConfirming(false) })
                  }
                  className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
                >
                  {rotate.isPending ? _('credentials.keys.rotating') : _('credentials.keys.make')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className={`inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-5 ${FOCUS_RING}`}
                >
                  {_('credentials.keys.cancel')}
                </button>
              </div>
            </div>
          )}
          {rotate.isError && (
            <p role="alert" className="mt-2 text-red-700">
              {rotate.error instanceof ApiRequestError
                ? rotate.error.message
                : _('credentials.keys.rotateFailed')}
            </p>
          )}
          {rotate.isSuccess && (
            <p role="status" className="mt-2 text-green-800">
              {_('credentials.keys.rotated')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
