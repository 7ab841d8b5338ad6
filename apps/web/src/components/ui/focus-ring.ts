/** The keyboard focus outline of every control: brand blue on light backgrounds. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The same outline in the accent colour, for controls on the dark header, sidebar and footer. */
export const FOCUS_RING_ON_DARK =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400';
