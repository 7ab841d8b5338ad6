import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * "Move up" and "Move down" of one row of an ordered list (slides, photos, albums, cards, plans,
 * courses); the first cannot go up nor the last down. `name` ends each button's accessible name
 * ("Move up Spring album"), read by screen readers only.
 */
export function MoveButtons({
  index,
  count,
  name,
  disabled = false,
  onMove,
}: {
  index: number;
  count: number;
  name: ReactNode;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      <Button variant="small" disabled={disabled || index <= 0} onClick={() => onMove(-1)}>
        {_('ui.move.up')} <span className="sr-only">{name}</span>
      </Button>
      <Button variant="small" disabled={disabled || index >= count - 1} onClick={() => onMove(1)}>
        {_('ui.move.down')} <span className="sr-only">{name}</span>
      </Button>
    </>
  );
}
