import type { FeatureIcon as FeatureIconName } from '@institute/shared/content/constants';

const PATHS: Record<FeatureIconName, string[]> = {
  courses: ['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4', 'M7 9l2 2-2 2', 'M12 13h4'],
  books: ['M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z', 'M19 19v2H6', 'M8 7h7', 'M8 11h5'],
  teachers: [
    'M3 4h14v9H3z',
    'M6 8h6',
    'M18 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    'M14 21v-2a4 4 0 0 1 8 0v2',
  ],
  certificate: [
    'M4 3h16v12H4z',
    'M8 7h8',
    'M8 10h5',
    'M15 14a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M13.5 14.5 12 21l3-1.5 3 1.5-1.5-6.5',
  ],
};

/** The project's own line icons of the feature strip. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-8"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
