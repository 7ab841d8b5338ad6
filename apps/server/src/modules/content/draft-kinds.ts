import type { DraftKindName } from '@institute/shared/content/drafts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../lib/access';

/**
 * A kind of content that takes drafts (decision 0030), as the HistoryKind of history-kinds.ts:
 * each editor module gives its own, and content-drafts.service.ts knows none of them.
 * `T` is what the kind's schema makes of a form's data (what is stored and published).
 */
export interface DraftKind<T = unknown> {
  name: DraftKindName;
  /** How the drafts list names it, e.g. 'Notice'. */
  label: string;
  /**
   * 'items': a draft names its item, or null for one still to be added; 'existing': items already
   * there only (a slide's words: its picture keeps its upload); 'record': one record.
   */
  shape: 'items' | 'existing' | 'record';
  /**
   * The pictures a draft of this kind may hold (decisions 0038, 0039): `of` reads the ids of the
   * uploads its data names, in order; `field` is the form's field for messages about the one at
   * `index`; `requiredForNew`, when set, is the message of a draft of a new item without one.
   */
  pictures?: {
    of(data: NoInfer<T>): number[];
    field(index: number): string;
    requiredForNew?: string;
  };
  /** Checks of a draft beyond its schema (e.g. the page a new course goes on); throws a 4xx. */
  check?(data: T, itemId: number | null): Promise<void> | void;
  /** The same schema the kind's save checks, so a draft cannot hold what publishing refuses. */
  schema: z.ZodType<T>;
  /** The item's version now (a record never saved: 0); undefined when there is no such item. */
  version(user: AuthenticatedUser, itemId: number | null): Promise<number | undefined>;
  /** A short text naming the draft in the list. */
  title(data: T): string;
  /** The public page the draft changes (without the preview parameter). */
  previewPath(data: T, itemId: number | null): string | Promise<string>;
  /**
   * The public content answers the draft changes, by route (e.g. '/api/content/home'): each gets
   * the published answer and gives it back with the draft applied on top.
   */
  overlays: Record<
    string,
    (answer: never, data: T, itemId: number | null, user: AuthenticatedUser) => unknown
  >;
  /** Saves the draft through the kind's own save (checked, versioned, audited, pages dropped). */
  publish(
    user: AuthenticatedUser,
    data: T,
    itemId: number | null,
    version: number,
    ip: string,
  ): Promise<void>;
}

/**
 * The `pictures` of a kind whose draft holds at most one picture, named `picture` in its data and
 * reported on the form's `image` field (slides, course cards, the logo).
 */
export const onePicture = (requiredForNew?: string) => ({
  of: (data: { picture?: number | undefined }) =>
    data.picture === undefined ? [] : [data.picture],
  field: () => 'image',
  ...(requiredForNew === undefined ? {} : { requiredForNew }),
});

/** Lets a kind be written with its own data type and stored among the others. */
export const draftKind = <T>(kind: DraftKind<T>): DraftKind => kind as unknown as DraftKind;

/** A short text for the drafts list, at most 60 characters. */
export function shortTitle(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
