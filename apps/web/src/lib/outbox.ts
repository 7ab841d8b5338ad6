import { useEffect, useSyncExternalStore } from 'react';
import { formatLocale } from './format-locale';

/**
 * The device's outbox (issue 35 point 6, decision 0087): a save made without a connection (the
 * attendance sheet, Add Student) waits here, in the browser's IndexedDB, with the Idempotency-Key
 * it will be sent with, and is sent in the order it was made when the connection returns (the
 * `online` event, and each start of the dashboard). The server does each key's work once, so a
 * save sent twice (the answer lost on the way) is still saved once. A save the server refuses (a
 * locked day, a duplicate student) stays with the server's message until the user fixes or
 * discards it; nothing is dropped without the user seeing it.
 */
export type OutboxKind = 'attendance' | 'add-student';

/** A form's entry: a text, or a file (kept in IndexedDB as it is). */
export type OutboxFormEntry = [name: string, value: string | File];

export interface OutboxItem {
  /** The Idempotency-Key it is sent with. */
  id: string;
  /** Whose save it is: only their own are sent from a shared phone. */
  userId: number;
  kind: OutboxKind;
  /** A waiting save with the same group is replaced (the same batch and day saved again). */
  group: string;
  /** What the user recognises it by (the batch and day, the student's name). */
  label: string;
  method: 'PUT' | 'POST';
  url: string;
  json?: unknown;
  form?: OutboxFormEntry[];
  createdAt: number;
  /** The server refused it: its answer's status and message, for the user to act on. */
  refused?: { status: number; message: string };
  /** Anything the screen needs after sending (e.g. a batch to enrol the new student in). */
  extra?: Record<string, unknown>;
}

/** Where the outbox keeps its items: IndexedDB in the browser, a variable in tests. */
export interface OutboxStore {
  load(): Promise<OutboxItem[]>;
  save(items: OutboxItem[]): Promise<void>;
}

export interface SentItem {
  item: OutboxItem;
  status: number;
  body: unknown;
}

type Send = (input: string, init: RequestInit) => Promise<Response>;

export interface Outbox {
  /** The items now (in memory once loaded). */
  items(): readonly OutboxItem[];
  /** Whether the stored items have been read (a screen that shows them waits for it). */
  isLoaded(): boolean;
  load(): Promise<void>;
  add(item: Omit<OutboxItem, 'createdAt'>): Promise<void>;
  discard(id: string): Promise<void>;
  /** A refused item sent again as it is (after the cause was fixed, e.g. the day unlocked). */
  retry(id: string, userId: number): Promise<void>;
  /** Sends the user's waiting items in order; stops at the first that cannot reach the server. */
  flush(userId: number): Promise<void>;
  subscribe(listener: () => void): () => void;
  onSent(listener: (sent: SentItem) => void): () => void;
}

export function createOutbox(
  store: OutboxStore,
  send: Send = (input, init) => fetch(input, init),
): Outbox {
  let items: OutboxItem[] = [];
  let loaded: Promise<void> | null = null;
  let isLoaded = false;
  let flushing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(sent: SentItem) => void>();

  const changed = async (next: OutboxItem[]) => {
    items = next;
    for (const listener of listeners) listener();
    await store.save(items);
  };
  const load = () =>
    (loaded ??= store.load().then(
      (stored) => {
        items = [...stored, ...items].sort((a, b) => a.createdAt - b.createdAt);
        isLoaded = true;
        for (const listener of listeners) listener();
      },
      () => {
        isLoaded = true;
        for (const listener of listeners) listener();
      },
    ));

  async function sendOne(item: OutboxItem): Promise<'sent' | 'refused' | 'stop'> {
    const headers = new Headers({
      'idempotency-key': item.id,
      'accept-language': formatLocale(),
    });
    let body: BodyInit | undefined;
    if (item.form) {
      const form = new FormData();
      for (const [name, value] of item.form) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, value.name);
      }
      body = form;
    } else if (item.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(item.json);
    }
    let response: Response;
    try {
      response = await send(item.url, {
        method: item.method,
        headers,
        body,
        credentials: 'same-origin',
      });
    } catch {
      return 'stop';
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.ok) {
      await changed(items.filter((other) => other.id !== item.id));
      for (const listener of sentListeners)
        listener({ item, status: response.status, body: parsed });
      return 'sent';
    }
    // Signed out, the server busy or failing, or the first copy still at work: later, as it is.
    if (response.status === 401 || response.status >= 500 || isStillSaving(parsed)) return 'stop';
    const message =
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { message?: unknown }).message === 'string'
        ? (parsed as { message: string }).message
        : `HTTP ${response.status}`;
    await changed(
      items.map((other) =>
        other.id === item.id ? { ...other, refused: { status: response.status, message } } : other,
      ),
    );
    return 'refused';
  }

  return {
    items: () => items,
    isLoaded: () => isLoaded,
    load,
    async add(item) {
      await load();
      const entry: OutboxItem = { ...item, createdAt: Date.now() };
      await changed([
        ...items.filter((other) => !(other.group === item.group && other.userId === item.userId)),
        entry,
      ]);
    },
    async discard(id) {
      await load();
      await changed(items.filter((item) => item.id !== id));
    },
    async retry(id, userId) {
      await load();
      await changed(items.map((item) => (item.id === id ? { ...item, refused: undefined } : item)));
      await this.flush(userId);
    },
    flush(userId) {
      flushing ??= (async () => {
        try {
          await load();
          for (const item of [...items]) {
            if (item.userId !== userId || item.refused) continue;
            if (!items.some((other) => other.id === item.id)) continue;
            if ((await sendOne(item)) === 'stop') break;
          }
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
  };
}

const isStillSaving = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { code?: unknown }).code === 'CONFLICT' &&
  /still being saved|अभी सहेजा जा रहा/.test(String((body as { message?: unknown }).message));

/** IndexedDB through idb-keyval, loaded when first used (never on the server). */
function indexedDbStore(): OutboxStore {
  const KEY = 'items';
  const open = async () => {
    const { createStore, get, set } = await import('idb-keyval');
    const store = createStore('institute-outbox', 'outbox');
    return {
      get: () => get<OutboxItem[]>(KEY, store),
      set: (value: OutboxItem[]) => set(KEY, value, store),
    };
  };
  let opened: ReturnType<typeof open> | null = null;
  return {
    async load() {
      if (typeof indexedDB === 'undefined') return [];
      return (await (await (opened ??= open())).get()) ?? [];
    },
    async save(items) {
      if (typeof indexedDB === 'undefined') return;
      await (await (opened ??= open())).set(items);
    },
  };
}

/** The dashboard's outbox. */
export const outbox = createOutbox(indexedDbStore());

const EMPTY: readonly OutboxItem[] = [];

/** The outbox's items, kept up to date (none while rendering on the server). */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(outbox.subscribe, outbox.items, () => EMPTY);
}

/** Whether the stored items have been read; starts reading them (false on the server). */
export function useOutboxLoaded(): boolean {
  const loaded = useSyncExternalStore(outbox.subscribe, outbox.isLoaded, () => false);
  useEffect(() => {
    void outbox.load();
  }, []);
  return loaded;
}

/** A new Idempotency-Key. */
export const newSaveKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Whether the browser says it has no connection (a save then waits in the outbox at once). */
export const isOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;
