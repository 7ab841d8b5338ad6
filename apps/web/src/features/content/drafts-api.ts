import type {
  ContentDraft,
  DraftKindName,
  DraftPicture,
  SaveDraftInput,
} from '@institute/shared/content/drafts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api-client';

const DRAFTS = ['content', 'drafts'] as const;

/** Every draft of the website (decision 0030), newest first. */
export const useDrafts = () =>
  useQuery({
    queryKey: DRAFTS,
    queryFn: () => api<ContentDraft[]>('/api/dashboard/content/drafts'),
  });

/** The one draft of an item (itemId null: a new item, or a single record), if there is one. */
export function useItemDraft(kind: DraftKindName, itemId: number | null) {
  const drafts = useDrafts();
  return drafts.data?.find((draft) => draft.kind === kind && draft.itemId === itemId) ?? null;
}

/** Keeps a form as its item's draft (checked like a save: field messages on refusal). */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDraftInput) =>
      api<ContentDraft>('/api/dashboard/content/drafts', { method: 'PUT', json: input }),
    // The draft kept is the item's draft from now on: a next save names it at once (`replaces`).
    onSuccess: (saved) =>
      client.setQueryData<ContentDraft[]>(DRAFTS, (list) =>
        list
          ? [
              saved,
              ...list.filter((draft) => draft.kind !== saved.kind || draft.itemId !== saved.itemId),
            ]
          : list,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: DRAFTS }),
  });
}

/** Publishes a draft through its kind's save; everything the website's editors read follows. */
export function usePublishDraft() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/dashboard/content/drafts/${id}/publish`, { method: 'POST' }),
    // Not awaited: the editor hears at once; the lists follow as they arrive.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['content'] });
      void revalidator.revalidate();
    },
  });
}

export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/dashboard/content/drafts/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: DRAFTS }),
  });
}

/**
 * Uploads a picture for a draft (decision 0038): checked and stored by the server like any
 * website picture, shown to editors only until the draft naming it is published.
 */
export function uploadDraftPicture(image: File): Promise<DraftPicture> {
  const form = new FormData();
  form.append('image', image);
  return api<DraftPicture>('/api/dashboard/content/draft-pictures', { method: 'POST', body: form });
}
