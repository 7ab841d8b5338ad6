import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let centreA: number;
let centreB: number;
let staffA1: Record<string, string>;
let staffA2: Record<string, string>;
let staffB: Record<string, string>;

const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/dashboard/centre-messages', headers, payload });
const inbox = async (headers: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/centre-messages/inbox',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: number; subject: string; readAt: string | null; important: boolean }[];
    unreadCount: number;
    total: number;
  };
};
const sent = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/centre-messages/sent',
    headers: head,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: {
      id: number;
      subject: string;
      audience: string;
      centres: { id: number }[];
      staffTotal: number;
      staffRead: number;
      centresTotal: number;
      centresRead: number;
    }[];
  };
};
async function message(payload: Record<string, unknown>) {
  const response = await send(head, { body: 'Please read this.', ...payload });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  staffA1 = await staffOf(t.app, centreA);
  staffA2 = await staffOf(t.app, centreA);
  staffB = await staffOf(t.app, centreB);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

describe('centre messages', () => {
  it('lets only head office write messages, refusing centre staff before reading the body', async () => {
    const response = await send(staffA1, { subject: 'Hello', body: 'x', audience: 'all' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only head office can write centre messages.');
    const sentList = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/centre-messages/sent',
      headers: staffA1,
    });
    expect(sentList.statusCode).toBe(403);
  });

  it('validates the message with clear messages per field', async () => {
    const response = await send(head, { subject: 'Hi', body: '  ', audience: 'chosen' });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors.subject).toEqual(['Subject must be 3 to 200 characters long']);
    expect(fieldErrors.body).toEqual(['Message is required']);
    expect(fieldErrors.centreIds).toEqual(['Choose at least one centre']);

    const unknown = await send(head, {
      subject: 'Fees',
      body: 'Body',
      audience: 'chosen',
      centreIds: [centreA, 999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.centreIds).toEqual([
      'One of the chosen centres does not exist',
    ]);
  });

  it('delivers a message to all centres to every centre, one to chosen centres only to them', async () => {
    const toAll = await message({ subject: 'Holiday on Friday', audience: 'all' });
    const toA = await message({
      subject: 'Centre A inspection',
      audience: 'chosen',
      centreIds: [centreA],
      important: true,
    });

    const a = await inbox(staffA1);
    expect(a.items.map((item) => item.id)).toEqual([toA, toAll]); // newest first
    expect(a.items[0]!.important).toBe(true);
    expect(a.unreadCount).toBe(2);

    // Staff of centre B never see centre A's message.
    const b = await inbox(staffB);
    expect(b.items.map((item) => item.id)).toEqual([toAll]);
    const markOther = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-messages/${toA}/read`,
      headers: staffB,
    });
    expect(markOther.statusCode).toBe(404);
  });

  it('reaches centres created after a message to all centres', async () => {
    const id = await message({ subject: 'Welcome to the network', audience: 'all' });
    const later = await createCentre(t.app);
    const staff = await staffOf(t.app, later);
    expect((await inbox(staff)).items.map((item) => item.id)).toContain(id);
  });

  it('keeps the read state per staff member, audited, and counts readers for head office', async () => {
    const id = await message({
      subject: 'Exam schedule',
      audience: 'chosen',
      centreIds: [centreA, centreB],
    });
    const before = (await inbox(staffA1)).unreadCount;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-messages/${id}/read`,
      headers: staffA1,
    });
    expect(read.statusCode).toBe(200);
    // Reading twice changes nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/centre-messages/${id}/read`,
      headers: staffA1,
    });
    const a1 = await inbox(staffA1);
    expect(a1.unreadCount).toBe(before - 1);
    expect(a1.items.find((item) => item.id === id)!.readAt).not.toBeNull();
    // The colleague at the same centre still has it unread.
    expect((await inbox(staffA2)).items.find((item) => item.id === id)!.readAt).toBeNull();

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'centre_message')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'read']);

    const stats = (await sent()).items.find((item) => item.id === id)!;
    expect(stats).toMatchObject({
      audience: 'chosen',
      staffTotal: 3,
      staffRead: 1,
      centresTotal: 2,
      centresRead: 1,
    });
    expect(stats.centres.map((c) => c.id).sort()).toEqual([centreA, centreB].sort());
  });

  it('marks all read for one staff member only', async () => {
    await message({ subject: 'Another notice', audience: 'all' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/centre-messages/read-all',
      headers: staffA2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().marked).toBeGreaterThan(0);
    const a2 = await inbox(staffA2);
    expect(a2.unreadCount).toBe(0);
    expect(a2.items.every((item) => item.readAt !== null)).toBe(true);
    expect((await inbox(staffA1)).unreadCount).toBeGreaterThan(0);

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/centre-messages/unread-count',
      headers: staffA2,
    });
    expect(count.json()).toEqual({ unreadCount: 0 });
  });

  it('has no inbox for head office', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/centre-messages/inbox',
      headers: head,
    });
    expect(response.statusCode).toBe(403);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/centre-messages/unread-count',
      headers: head,
    });
    expect(count.json()).toEqual({ unreadCount: 0 });
  });
});
