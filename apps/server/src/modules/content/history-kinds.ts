import { ERROR_CODES } from '@institute/shared/api-error';
import { HISTORY_MESSAGES } from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { Say } from '../../lib/request-language';

/** One website save as the history keeps it (an audit_log row). */
export interface HistoryEntry {
  id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The audit entry's changes, parsed: { field: [before, after] } for updates, the values otherwise. */
  changes: Record<string, unknown>;
}

/**
 * A kind of content the history shows and can undo (site settings, notices, slides, courses...).
 * Each editor module gives its own; content-history.ts knows none of them.
 */
export interface HistoryKind {
  /** audit_log.entity of its saves. */
  entity: string;
  /**
   * One line for the history list, e.g. "Notice edited: Admissions open", in the reader's
   * language: its words through `say` (each template has its entry in the Hindi dictionary).
   */
  summary(entry: HistoryEntry, say: Say): string;
  /**
   * Saves the values before the change, through the kind's editor (checked, versioned, audited),
   * and throws changedSince() when what the change wrote is no longer there.
   */
  undo(user: AuthenticatedUser, entry: HistoryEntry, ip: string): Promise<void>;
  /** Whether this save can be undone at all (default: yes); e.g. a deleted photo's files are gone. */
  undoable?(entry: HistoryEntry): boolean;
}

export const changedSince = () =>
  new AppError(409, ERROR_CODES.conflict, HISTORY_MESSAGES.changedSince);

/** 409 for a save that cannot be undone (the history does not offer it). */
export const notUndoable = () =>
  new AppError(409, ERROR_CODES.conflict, 'This change cannot be undone.');

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The lines of an item's saves by action, e.g. { create: 'Notice added: {item}', ... }, and what
 * the item is ('Notice') for any other action.
 */
export interface SaveLines {
  what: string;
  create: string;
  update: string;
  delete: string;
}

/** The line of an item's save: 'Notice edited: Admissions open' (another action in English). */
export function saveLine(say: Say, lines: SaveLines, action: string, item: string): string {
  const line = action === 'what' ? undefined : lines[action as keyof SaveLines];
  return line ? say(line, { item }) : `${lines.what} ${action}: ${item}`;
}

/** Names of fields as a list, each in the reader's language ('Phone, E-mail'). */
export const fieldList = (say: Say, labels: Record<string, string>, keys: string[]) =>
  keys.map((key) => (labels[key] ? say(labels[key]) : key)).join(', ');

/** The value after an update ([before, after]) or the value of a create/delete. */
export function valueOf(changes: Record<string, unknown>, field: string): unknown {
  const value = changes[field];
  return Array.isArray(value) && value.length === 2 ? (value[1] ?? value[0]) : value;
}

/** A short text for the history list, at most 60 characters. */
export function shortText(value: unknown): string {
  const text = String(value ?? '');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The record after undoing an update: each changed field back to its "before" value, provided it
 * still holds its "after" value (otherwise someone changed it since: 409).
 */
export function restoreFields<T extends Record<string, unknown>>(
  current: T,
  changes: Record<string, unknown>,
  fields: readonly (keyof T & string)[],
  empty: unknown = '',
): T {
  const restored: Record<string, unknown> = { ...current };
  for (const field of fields) {
    const [before, after] = (changes[field] as [unknown, unknown] | undefined) ?? [];
    if (before === undefined && after === undefined) continue;
    if (!sameValue(restored[field], after ?? empty)) throw changedSince();
    restored[field] = before ?? empty;
  }
  return restored as T;
}
