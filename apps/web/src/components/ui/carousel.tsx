import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLingui } from '@lingui/react';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly ReactNode[];
  /** Accessible name of each slide; '2 of 6' by default. */
  slideLabel?: (index: number, count: number) => string;
  /** Milliseconds between automatic moves. */
  autoplayMs: number;
  /** Stop autoplay for good once the user moves the carousel (the hero does). */
  stopOnInteraction?: boolean;
  /** Pause autoplay while the pointer is over the carousel (the plans do). */
  pauseOnHover?: boolean;
  arrows?: boolean;
  pagination?: boolean;
  /** Space between slides in pixels. */
  gap: number;
  /**
   * Classes that set --per-view (slides in view) per breakpoint and make the slides at positions
   * 0 .. per-view - 1 visible, e.g. '[--per-view:1] md:[--per-view:2]' and
   * 'data-[pos="0"]:visible md:data-[pos="1"]:visible'. Literal strings, for Tailwind to see.
   */
  perViewClass: string;
  visibleSlideClass: string;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** Position of slide k when slide `index` is first: -1 (just left) .. count - 2. */
function positionOf(k: number, index: number, count: number): number {
  return ((((k - index + 1) % count) + count) % count) - 1;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

const CONTROL_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 shadow-md ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A small accessible carousel: loops, moves one slide at a time, autoplays (never with
 * prefers-reduced-motion), pauses while focus is inside, and answers the arrow keys and swipes.
 * Every slide is in the server's markup; CSS places them, so nothing shifts when it hydrates.
 */
export function Carousel({
  label,
  slides,
  slideLabel,
  autoplayMs,
  stopOnInteraction = false,
  pauseOnHover = false,
  arrows = false,
  pagination = false,
  gap,
  perViewClass,
  visibleSlideClass,
  className = '',
}: CarouselProps) {
  const { _ } = useLingui();
  const count = slides.length;
  const labelOf =
    slideLabel ??
    ((k: number, total: number) => _('ui.carousel.slide', { number: k + 1, count: total }));
  const [{ index, previous }, setIndex] = useState({ index: 0, previous: 0 });
  // 'auto': play unless the visitor prefers reduced motion; otherwise what they chose.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const playing = choice === 'play' || (choice === 'auto' && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);

  const goTo = useCallback(
    (next: number) =>
      setIndex((current) => ({ index: ((next % count) + count) % count, previous: current.index })),
    [count],
  );

  const running = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => goTo(index + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [running, index, autoplayMs, goTo]);

  /** A move the user asked for. */
  const userGoTo = (next: number) => {
    if (stopOnInteraction) setChoice('pause');
    goTo(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') userGoTo(index - 1);
    else if (event.key === 'ArrowRight') userGoTo(index + 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = event.clientX;
    if (stopOnInteraction) setChoice('pause');
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const distance = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(distance) > 40) userGoTo(distance < 0 ? index + 1 : index - 1);
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const trackStyle = {
    gridTemplateColumns: `calc((100% - (var(--per-view) - 1) * ${gap}px) / var(--per-view))`,
  } as CSSProperties;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${perViewClass} ${className}`}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={pauseOnHover ? () => setHovered(true) : undefined}
      onMouseLeave={pauseOnHover ? () => setHovered(false) : undefined}
    >
      <div
        className="touch-pan-y overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
      >
        <div className="grid" style={trackStyle} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, k) => {
            const position = positionOf(k, index, count);
            const jump = Math.abs(position - positionOf(k, previous, count)) > 1;
            return (
              <div
                key={k}
                role="group"
                aria-roledescription="slide"
                aria-label={labelOf(k, count)}
                data-pos={position}
                className={`invisible [grid-area:1/1] ${visibleSlideClass} ${
                  jump ? '' : 'transition-[transform,visibility] duration-500 ease-out'
                }`}
                style={{ transform: `translateX(calc(${position} * (100% + ${gap}px)))` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      {(arrows || pagination || autoplayMs > 0) && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          {arrows && (
            <button
              type="button"
              className={CONTROL_CLASS}
              aria-label={_('ui.carousel.previous')}
              onClick={() => userGoTo(index - 1)}
            >
              <Chevron direction="left" />
            </button>
          )}
          {pagination && (
            <div className="flex items-center">
              {slides.map((_slide, k) => (
                <button
                  key={k}
                  type="button"
                  aria-label={_('ui.carousel.goTo', { number: k + 1 })}
                  aria-current={k === index ? 'true' : undefined}
                  onClick={() => userGoTo(k)}
                  className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
                >
                  <span
                    className={`block size-3 rounded-full border-2 border-brand-700 ${
                      k === index ? 'bg-brand-700' : 'bg-white group-hover:bg-brand-100'
                    }`}
                  />
                </button>
              ))}
            </div>
          )}
          {arrows && (
            <button
              type="button"
              className={CONTROL_CLASS}
              aria-label={_('ui.carousel.next')}
              onClick={() => userGoTo(index + 1)}
            >
              <Chevron direction="right" />
            </button>
          )}
          <button
            type="button"
            className={`${CONTROL_CLASS} size-auto! min-h-11 px-4 text-sm font-semibold`}
            aria-label={
              playing
                ? _('ui.carousel.pauseNamed', { label })
                : _('ui.carousel.playNamed', { label })
            }
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? _('ui.carousel.pause') : _('ui.carousel.play')}
          </button>
        </div>
      )}
    </section>
  );
}
