import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** An item of a website list, with the version it was read at (every write names it). */
export interface Versioned {
  id: number;
  version: number;
}

/** What a save of one item sends: a new item (id null) or an item at the version read. */
export interface SaveItem<Input> {
  id: number | null;
  version: number;
  input: Input;
}

export const CONTENT_HISTORY = ['content', 'history'] as const;

/** Where one kind of list lives in the API (decision 0068). */
export interface ContentListConfig {
  /** The list: GET answers the items in order, POST adds one, PUT `${list}/order` reorders. */
  list: string;
  /** One item's address (PUT saves, DELETE removes); default `${list}/${id}`. */
  item?: (id: number) => string;
  /** The list's query key. */
  key: readonly unknown[];
  /** What every write reads again, besides the history; default `key`. */
  settles?: readonly unknown[];
  /** The name of the reorder body's list: 'items' (pages) or 'order' (pictures). */
  orderField?: 'items' | 'order';
  /** False while the list cannot be read yet (no page chosen). */
  enabled?: boolean;
}

/** After a write: the list (and what lies under its key) and the history are read again. */
export function useContentSettled(key: readonly unknown[]) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [key, CONTENT_HISTORY].map((queryKey) =>
        client.invalidateQueries({ queryKey: [...queryKey] }),
      ),
    );
}

/**
 * The one API client of a website list (decision 0068): read, add or save (id null adds),
 * remove and reorder, each write at the version read. The server's routes are the same shape
 * for every list; a kind names its addresses and query key only.
 */
export function contentList<Item extends Versioned, Input>(config: ContentListConfig) {
  const { list, key, orderField = 'items', enabled = true } = config;
  const item = config.item ?? ((id: number) => `${list}/${id}`);
  const settles = config.settles ?? key;
  /** Adds (id null) or saves one item. */
  const saveItem = ({ id, version, input }: SaveItem<Input>) =>
    id === null
      ? api<Item>(list, { method: 'POST', json: input })
      : api<Item>(item(id), { method: 'PUT', json: { ...input, version } });
  return {
    key,
    item,
    saveItem,
    useList: () => useQuery({ queryKey: key, queryFn: () => api<Item[]>(list), enabled }),
    useSave() {
      const onSettled = useContentSettled(settles);
      return useMutation({ mutationFn: saveItem, onSettled });
    },
    useRemove() {
      const onSettled = useContentSettled(settles);
      return useMutation({
        mutationFn: (row: Item) =>
          api<void>(`${item(row.id)}?version=${row.version}`, { method: 'DELETE' }),
        onSettled,
      });
    },
    /** Puts the whole list in the order given (each item at the version read). */
    useReorder() {
      const onSettled = useContentSettled(settles);
      return useMutation({
        mutationFn: (rows: readonly Item[]) =>
          api<Item[]>(`${list}/order`, {
            method: 'PUT',
            json: { [orderField]: rows.map(({ id, version }) => ({ id, version })) },
          }),
        onSettled,
      });
    },
  };
}

export type ContentList<Item extends Versioned, Input> = ReturnType<
  typeof contentList<Item, Input>
>;

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
