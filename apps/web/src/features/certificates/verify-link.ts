/** The public verification page, linked from the navigation and the footer. */
export const VERIFY_LINK = { label: 'Verify Certificate', to: '/verify' } as const;
