/** Puts the draft's item in place of the stored one with its id, or adds it (id null). */
export function withItem<T extends { id: number }>(
  items: T[],
  itemId: number | null,
  item: T,
): T[] {
  return itemId === null
    ? [...items, item]
    : items.map((stored) => (stored.id === itemId ? item : stored));
}
