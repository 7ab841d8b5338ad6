/**
 * Forgetting the data the pages fetched through React Query (after signing out) without
 * importing it: the public site's header signs out too, and does not carry the query client
 * (lib/query-client.tsx registers it here when a page first makes it).
 */
let forget: (() => void) | undefined;

export function onClearQueries(clear: () => void): void {
  forget = clear;
}

/** Forgets every query's data, if a page ever fetched any. */
export function clearQueries(): void {
  forget?.();
}
