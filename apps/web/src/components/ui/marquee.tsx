import type { CSSProperties, ReactNode } from 'react';
import './marquee.css';

/**
 * A line that scrolls sideways without end (paused while hovered, focused or `paused`); with
 * prefers-reduced-motion it stands still and wraps.
 */
export function Marquee({
  children,
  paused = false,
  durationSeconds = 60,
}: {
  children: ReactNode;
  paused?: boolean;
  durationSeconds?: number;
}) {
  return (
    <div className="marquee min-w-0 flex-1 overflow-hidden" data-paused={paused}>
      <div
        className="marquee-track"
        style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}
      >
        <div className="shrink-0 pr-16 whitespace-nowrap">{children}</div>
        <div className="marquee-copy shrink-0 pr-16 whitespace-nowrap" aria-hidden="true">
          {children}
        </div>
      </div>
    </div>
  );
}
