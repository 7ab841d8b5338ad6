import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { ERROR_CODES } from '@institute/shared/api-error';
import { AppError } from './errors';

/**
 * Idempotency keys (issue 35 point 6, decision 0087). A save the phone sends again after losing
 * its connection (it cannot know whether the first one arrived) carries the same Idempotency-Key:
 * the first request does the work and its answer is kept; every later one with that key from the
 * same user gets the kept answer without doing the work again, also while the first is still at
 * work (it waits for it). The claim is the row's primary key (user, key), so 50 identical
 * requests at once on PostgreSQL still do the work once. A refused save (an error answer) keeps
 * nothing: the same key may then be sent again, e.g. after head office unlocked the day.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's answer is kept (removed by the 'clean-up-sign-ins' job). */
export const IDEMPOTENCY_KEYS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** A claim whose request has not answered within this (its process ended) may be taken over. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a repeated request waits for the first one's answer before it is told to retry. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid:
    'The Idempotency-Key header must be 8 to 100 letters, digits, dashes, underscores, dots or colons',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  inProgress: 'The same request is still being saved. Please try again in a moment.',
} as const;

/** The header as the routes' schemas describe it (OpenAPI). */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe(
      'A key the client makes for this save (8 to 100 letters, digits, - _ . :): sent again with the same key, the first answer comes back and nothing is saved twice',
    ),
});

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Stable JSON: object keys sorted, so the same body always hashes the same. */
function stable(value: unknown): string {
  if (Buffer.isBuffer(value)) return `"sha256:${createHash('sha256').update(value).digest('hex')}"`;
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's fingerprint: method, route's address and body (files by their SHA-256). */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url.split('?')[0]}\n${stable(body)}`)
    .digest('hex');
}

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers the request with `work`'s answer, once per Idempotency-Key of the signed-in user; a
 * request without the header just does the work. `body` is what identifies the request's content
 * (the parsed JSON body, or a form's fields and files).
 */
export async function answerOnce(
  db: Kysely<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  work: () => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const userId = request.user?.id;
  if (header === undefined || userId === undefined) {
    const answer = await work();
    return reply.status(answer.status).send(answer.body);
  }
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
    throw new AppError(400, ERROR_CODES.validation, IDEMPOTENCY_MESSAGES.keyInvalid);
  }
  const hash = requestHash(request.method, request.url, body);
  const deadline = Date.now() + WAIT_MS;

  for (;;) {
    const createdAt = new Date().toISOString();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: hash, created_at: createdAt })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1) {
      return doWork(db, reply, userId, key, createdAt, work);
    }
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status', 'answer', 'created_at'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Removed meanwhile (the first request was refused): claim it again.
    if (!row) continue;
    if (row.request_hash !== hash) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
    }
    if (row.status !== null && row.answer !== null) {
      reply.header('idempotent-replayed', 'true');
      return reply.status(row.status).send(JSON.parse(row.answer) as unknown);
    }
    if (Date.parse(row.created_at) < Date.now() - ABANDONED_AFTER_MS) {
      // The first request's process ended before it answered: take the claim over, once.
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ created_at: createdAt })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('created_at', '=', row.created_at)
        .where('status', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) {
        return doWork(db, reply, userId, key, createdAt, work);
      }
      continue;
    }
    if (Date.now() > deadline) {
      throw new AppError(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
    }
    await sleep(POLL_MS);
  }
}

async function doWork(
  db: Kysely<DB>,
  reply: FastifyReply,
  userId: number,
  key: string,
  createdAt: string,
  work: () => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  let answer: IdempotentAnswer;
  try {
    answer = await work();
  } catch (error) {
    // Refused or failed: nothing was done, so the key is free for the same request again.
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('created_at', '=', createdAt)
      .execute()
      .catch(() => undefined);
    throw error;
  }
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, answer: JSON.stringify(answer.body ?? null) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
  return reply.status(answer.status).send(answer.body);
}

/** Removes the keys older than a week; how many. */
export async function removeOldIdempotencyKeys(db: Kysely<DB>, now = Date.now()): Promise<number> {
  const before = new Date(now - IDEMPOTENCY_KEYS_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
