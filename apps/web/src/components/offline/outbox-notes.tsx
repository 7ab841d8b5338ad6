import { useLingui } from '@lingui/react';
import { Button } from '../ui/button';
import { formatDateTime } from '../../lib/format-date';
import { outbox, useOutboxItems, type OutboxItem } from '../../lib/outbox';

/**
 * The saves of one kind (and group) waiting on this device (decision 0087): each with a visible
 * "not sent yet" mark, or the server's refusal with what the user can do (send again once fixed,
 * or discard). Nothing for a user with nothing waiting.
 */
export function OutboxNotes({
  userId,
  matches,
}: {
  userId: number | undefined;
  matches: (item: OutboxItem) => boolean;
}) {
  const { _ } = useLingui();
  const items = useOutboxItems().filter((item) => item.userId === userId && matches(item));
  if (userId === undefined || items.length === 0) return null;
  return (
    <ul className="mb-4 space-y-2" aria-label={_('offline.title')}>
      {items.map((item) => (
        <li
          key={item.id}
          data-outbox-item={item.kind}
          className={`rounded-md border p-3 ${
            item.refused
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-amber-300 bg-amber-50 text-amber-950'
          }`}
        >
          <p className="font-semibold">{item.label}</p>
          {item.refused ? (
            <>
              <p role="alert">{_('offline.refused', { message: item.refused.message })}</p>
              <p className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void outbox.retry(item.id, userId)}>
                  {_('offline.sendAgain')}
                </Button>
                <Button variant="secondary" onClick={() => void outbox.discard(item.id)}>
                  {_('offline.discard')}
                </Button>
              </p>
            </>
          ) : (
            <p role="status">
              {_('offline.waiting', {
                time: formatDateTime(new Date(item.createdAt).toISOString()),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The header's count of saves waiting on this device, when there are any. */
export function OutboxCount({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const count = useOutboxItems().filter((item) => item.userId === userId).length;
  if (count === 0) return null;
  return (
    <span
      role="status"
      data-testid="outbox-count"
      className="shrink-0 rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-950"
    >
      {_('offline.count', { count })}
    </span>
  );
}
