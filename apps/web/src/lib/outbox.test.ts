// The device's outbox (decision 0087): saves kept while offline are sent in order with their
// Idempotency-Key when the connection returns, each once; a refusal is kept with the server's
// message until the user sends it again or discards it; nothing is lost when the network fails.
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxItem, type OutboxStore } from './outbox';

function memoryStore(initial: OutboxItem[] = []): OutboxStore & { saved: OutboxItem[] } {
  const store = {
    saved: initial,
    load: async () => store.saved,
    save: async (items: OutboxItem[]) => {
      store.saved = items;
    },
  };
  return store;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const attendance = (id: string, group = `attendance:7:${id}`) => ({
  id,
  userId: 5,
  kind: 'attendance' as const,
  group,
  label: `Attendance ${id}`,
  method: 'PUT' as const,
  url: `/api/dashboard/attendance/batches/7/days/${id}`,
  json: { marks: [] },
});

describe('the outbox', () => {
  it('sends the waiting saves in the order they were made, with their keys, and forgets them', async () => {
    const store = memoryStore();
    const send = vi.fn(async () => json({ ok: true }));
    const outbox = createOutbox(store, send);
    await outbox.add(attendance('2026-11-23'));
    await outbox.add(attendance('2026-11-24'));
    expect(store.saved.map((item) => item.id)).toEqual(['2026-11-23', '2026-11-24']);

    const sent: string[] = [];
    outbox.onSent(({ item }) => sent.push(item.id));
    await outbox.flush(5);
    expect(send).toHaveBeenCalledTimes(2);
    const calls = send.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      '/api/dashboard/attendance/batches/7/days/2026-11-23',
      '/api/dashboard/attendance/batches/7/days/2026-11-24',
    ]);
    const headers = new Headers(calls[0]![1].headers);
    expect(headers.get('idempotency-key')).toBe('2026-11-23');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]![1].body).toBe('{"marks":[]}');
    expect(sent).toEqual(['2026-11-23', '2026-11-24']);
    expect(outbox.items()).toEqual([]);
    expect(store.saved).toEqual([]);
  });

  it('keeps everything when the network fails, and sends it once the connection returns', async () => {
    const store = memoryStore();
    let online = false;
    const send = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({});
    });
    const outbox = createOutbox(store, send);
    await outbox.add(attendance('a'));
    await outbox.add(attendance('b'));
    await outbox.flush(5);
    // Stopped at the first: the second is not tried without a connection.
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.items().map((item) => item.id)).toEqual(['a', 'b']);
    online = true;
    await outbox.flush(5);
    expect(outbox.items()).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('keeps a refused save with the server’s message, goes on with the next, and sends it again on request', async () => {
    const store = memoryStore();
    let locked = true;
    const send = vi.fn(async (url: string) =>
      url.endsWith('/locked') && locked
        ? json({ code: 'CONFLICT', message: 'This day is locked: head office can unlock it' }, 409)
        : json({}),
    );
    const outbox = createOutbox(store, send);
    await outbox.add({ ...attendance('locked'), url: '/days/locked' });
    await outbox.add(attendance('open'));
    await outbox.flush(5);
    expect(outbox.items()).toHaveLength(1);
    expect(outbox.items()[0]).toMatchObject({
      id: 'locked',
      refused: { status: 409, message: 'This day is locked: head office can unlock it' },
    });
    // Flushed again: a refused save waits for the user, it is not sent by itself.
    await outbox.flush(5);
    expect(send).toHaveBeenCalledTimes(2);
    locked = false;
    await outbox.retry('locked', 5);
    expect(outbox.items()).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops on a server error or a signed-out session, keeping the save as it was', async () => {
    for (const status of [500, 503, 401]) {
      const outbox = createOutbox(memoryStore(), async () =>
        json({ code: 'X', message: 'no' }, status),
      );
      await outbox.add(attendance('x'));
      await outbox.flush(5);
      expect(outbox.items()).toHaveLength(1);
      expect(outbox.items()[0]!.refused).toBeUndefined();
    }
  });

  it('discards a save the user gives up, and replaces a waiting save of the same day', async () => {
    const outbox = createOutbox(memoryStore(), async () => json({}));
    await outbox.add(attendance('first', 'attendance:7:2026-11-23'));
    await outbox.add(attendance('second', 'attendance:7:2026-11-23'));
    expect(outbox.items().map((item) => item.id)).toEqual(['second']);
    await outbox.discard('second');
    expect(outbox.items()).toEqual([]);
  });

  it('sends only the signed-in user’s saves (a shared phone)', async () => {
    const send = vi.fn(async () => json({}));
    const outbox = createOutbox(memoryStore(), send);
    await outbox.add({ ...attendance('theirs'), userId: 9 });
    await outbox.add(attendance('mine'));
    await outbox.flush(5);
    expect(outbox.items().map((item) => item.id)).toEqual(['theirs']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a form with its photo as multipart, and what was stored before a reload', async () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    const store = memoryStore([
      {
        id: 'student-key-1',
        userId: 5,
        kind: 'add-student',
        group: 'add-student:student-key-1',
        label: 'New student: Asha Kumari',
        method: 'POST',
        url: '/api/dashboard/AddStudent',
        form: [
          ['firstname', 'Asha'],
          ['photo', photo],
        ],
        createdAt: 1,
      },
    ]);
    const send = vi.fn(async () => json({ registrationNumber: 'RV2026000009' }, 201));
    const outbox = createOutbox(store, send);
    const sent = vi.fn();
    outbox.onSent(sent);
    await outbox.flush(5);
    const [, init] = (send.mock.calls as unknown as [string, RequestInit][])[0]!;
    const body = init.body as FormData;
    expect(body.get('firstname')).toBe('Asha');
    expect((body.get('photo') as File).name).toBe('photo.png');
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ status: 201, body: { registrationNumber: 'RV2026000009' } }),
    );
    expect(store.saved).toEqual([]);
  });

  it('sends each save once when flushed twice at the same time (online event and start)', async () => {
    const send = vi.fn(async () => json({}));
    const outbox = createOutbox(memoryStore(), send);
    await outbox.add(attendance('once'));
    await Promise.all([outbox.flush(5), outbox.flush(5)]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
