import { useState } from 'react';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { FOCUS_RING } from '../../components/ui/focus-ring';
import { ApiRequestError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-date';
import { useCredentialKeys, useRotateCredentialKey } from './credentials-api';

type SigningKey = NonNullable<ReturnType<typeof useCredentialKeys>['data']>[number];

const KEY_COLUMNS: DataColumn<SigningKey>[] = [
  { id: 'key', header: 'Key', className: 'font-mono', cell: (key) => key.keyId },
  { id: 'created', header: 'Created', cell: (key) => formatDateTime(key.createdAt) },
  {
    id: 'use',
    header: 'Use',
    cell: (key) =>
      key.active
        ? 'Signs new credentials'
        : `Retired ${key.retiredAt ? formatDateTime(key.retiredAt) : ''}; still verifies what it signed`,
  },
];

/** Head office: the credential signing keys and their rotation. */
export function CredentialKeysPanel() {
  const keys = useCredentialKeys();
  const rotate = useRotateCredentialKey();
  const [confirming, setConfirming] = useState(false);
  const failed =
    keys.error instanceof ApiRequestError && keys.error.status === 404
      ? keys.error.message
      : keys.isError
        ? 'Could not load the signing keys. Please try again.'
        : null;
  return (
    <div className="mt-4">
      {keys.isPending && <p className="text-slate-700">Loading...</p>}
      {failed && (
        <p role="alert" className="text-red-700">
          {failed}
        </p>
      )}
      {keys.data && keys.data.length === 0 && (
        <p className="text-slate-700">
          No key yet: the first is made when the first certificate is printed.
        </p>
      )}
      {keys.data && keys.data.length > 0 && (
        // Scrolls sideways on a phone: focusable so that the keyboard can scroll it too.
        <div
          className={`overflow-x-auto rounded ${FOCUS_RING}`}
          tabIndex={0}
          role="region"
          aria-label="Signing keys, scrollable"
        >
          <DataTable
            caption="Signing keys"
            cards={false}
            className="w-full min-w-[28rem] text-left"
            columns={KEY_COLUMNS}
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
              Rotate the signing key
            </button>
          ) : (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
              <p>
                A new key will sign from now on. Credentials already issued keep verifying with
                their key, which stays published.
              </p>
              <div className="mt-2 flex flex-wrap gap-3">
                <button
                  type="button"
                  disabled={rotate.isPending}
                  onClick={() =>
                    rotate.mutate(undefined, { onSettled: () => setConfirming(false) })
                  }
                  className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
                >
                  {rotate.isPending ? 'Rotating...' : 'Make a new key'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className={`inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-5 ${FOCUS_RING}`}
                >
                  Cancel
                </button>
              </div>
            </div>
          )}
          {rotate.isError && (
            <p role="alert" className="mt-2 text-red-700">
              {rotate.error instanceof ApiRequestError
                ? rotate.error.message
                : 'The key could not be rotated. Please try again.'}
            </p>
          )}
          {rotate.isSuccess && (
            <p role="status" className="mt-2 text-green-800">
              A new key signs from now on.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
