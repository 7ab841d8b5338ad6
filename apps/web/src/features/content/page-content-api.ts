import type {
  EditableAbout,
  EditableFeatureCard,
  EditablePlan,
  FeatureCardValues,
  PlanValues,
  SaveAboutInput,
} from '@institute/shared/content/pages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const FEATURES = ['content', 'features'] as const;
const PLANS = ['content', 'plans'] as const;
const ABOUT = ['content', 'about'] as const;
const HISTORY = ['content', 'history'] as const;

/** A list editor's lists, each item with the version it was read at. */
type Versioned = { id: number; version: number };

/** After a save: the list (or page) and the history are read again. */
function useSettled(key: readonly string[]) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key }),
      client.invalidateQueries({ queryKey: HISTORY }),
    ]);
}

/** Adds (id null), saves, removes and reorders the items of one list under `base`. */
function listMutations<Item extends Versioned, Input>(base: string, key: readonly string[]) {
  return {
    useSave() {
      const onSettled = useSettled(key);
      return useMutation({
        mutationFn: ({
          id,
          version,
          input,
        }: {
          id: number | null;
          version: number;
          input: Input;
        }) =>
          id === null
            ? api<Item>(base, { method: 'POST', json: input })
            : api<Item>(`${base}/${id}`, { method: 'PUT', json: { ...input, version } }),
        onSettled,
      });
    },
    useRemove() {
      const onSettled = useSettled(key);
      return useMutation({
        mutationFn: (item: Item) =>
          api<void>(`${base}/${item.id}?version=${item.version}`, { method: 'DELETE' }),
        onSettled,
      });
    },
    /** Puts the whole list in the order given (each item at the version read). */
    useReorder() {
      const onSettled = useSettled(key);
      return useMutation({
        mutationFn: (items: Item[]) =>
          api<Item[]>(`${base}/order`, {
            method: 'PUT',
            json: { items: items.map(({ id, version }) => ({ id, version })) },
          }),
        onSettled,
      });
    },
  };
}

export const useFeatureCards = () =>
  useQuery({
    queryKey: FEATURES,
    queryFn: () => api<EditableFeatureCard[]>('/api/dashboard/content/features'),
  });
export const featureCardMutations = listMutations<EditableFeatureCard, FeatureCardValues>(
  '/api/dashboard/content/features',
  FEATURES,
);

export const usePlans = () =>
  useQuery({
    queryKey: PLANS,
    queryFn: () => api<EditablePlan[]>('/api/dashboard/content/plans'),
  });
export const planMutations = listMutations<EditablePlan, PlanValues>(
  '/api/dashboard/content/plans',
  PLANS,
);

export const useEditableAbout = () =>
  useQuery({
    queryKey: ABOUT,
    queryFn: () => api<EditableAbout>('/api/dashboard/content/about'),
  });

export function useSaveAbout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAboutInput) =>
      api<EditableAbout>('/api/dashboard/content/about', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(ABOUT, saved);
      void client.invalidateQueries({ queryKey: HISTORY });
    },
  });
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
