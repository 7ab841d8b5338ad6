import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Kept answers of read-only API routes (the students list, a student, the dashboard figures),
 * as the bytes sent, for as long as the database has not changed (decision 0011).
 *
 * Each answer is kept with the database's change stamp of the moment it was read (SQLite: the
 * changes made through this connection and `PRAGMA data_version`, which moves when another
 * connection or process commits; PostgreSQL: the current snapshot, which moves when any
 * transaction that wrote ends, whichever instance ran it; db/database.ts). A request whose stamp
 * differs reads the database again, so an answer is never older than the last write: any write
 * anywhere empties the cache in effect, which is cheap next to the reads that follow it. The
 * stamp is taken before the read, so a write during the read leaves the kept answer under a stamp
 * that no later request has. A stamp that cannot be read (the database is failing) keeps nothing:
 * the route reads the database as it would without the cache.
 *
 * The key must name everything the answer depends on besides the database: the route, the
 * parameters and query, and who asks (role and centre), since the route's own checks decide from
 * them. Session, role and centre are checked before the cache is asked, as for every request.
 */
export interface AnswerCache {
  /** Sends the kept answer for `key`, or produces, serializes, keeps and sends a new one. */
  send(
    reply: FastifyReply,
    key: string,
    produce: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
  ): Promise<FastifyReply>;
  /** How many answers are kept now, and their size as counted against the cache's bound. */
  kept(): { answers: number; bytes: number };
}

interface KeptAnswer {
  stamp: string;
  json: string;
  headers: Record<string, string>;
}

const MAX_BYTES = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

export function createAnswerCache(changeStamp: () => string | Promise<string>): AnswerCache {
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.json.length * 2 + 200,
  });
  // The last stamp read. Stamps never come back (a snapshot or a change counter, once moved on,
  // stays moved on), so answers kept under any other stamp can never be sent again: they are
  // dropped when a new stamp is read, and an answer read under an older stamp (a request that
  // began before the change and ended after) is not kept. On a busy day, when a write comes every
  // few requests, the cache then holds the answers of the current state only instead of filling
  // its whole bound with dead ones (decision 0102).
  let current: string | undefined;
  return {
    kept: () => ({ answers: kept.size, bytes: kept.calculatedSize }),
    async send(reply, key, produce) {
      let stamp: string | undefined;
      try {
        stamp = await changeStamp();
      } catch {
        stamp = undefined;
      }
      // Stamps reach here in the order they were read (SQLite reads them at once; PostgreSQL's
      // reads run one after another and answer their callers in turn, lib/coalesced-read.ts).
      if (stamp !== undefined && stamp !== current) {
        kept.clear();
        current = stamp;
      }
      const hit = stamp === undefined ? undefined : kept.get(key);
      if (hit && hit.stamp === stamp) {
        return reply.headers(hit.headers).type(JSON_TYPE).send(hit.json);
      }
      const { body, headers = {} } = await produce();
      // The route's response schema serializes it, as it would have without the cache.
      const serialized = reply.serialize(body);
      const json =
        typeof serialized === 'string'
          ? serialized
          : Buffer.from(serialized as Uint8Array).toString('utf8');
      if (stamp !== undefined && stamp === current) kept.set(key, { stamp, json, headers });
      return reply.headers(headers).type(JSON_TYPE).send(json);
    },
  };
}

/** No kept answers (ANSWER_CACHE=false): every request reads the database. */
export const answerEveryTime: AnswerCache = {
  kept: () => ({ answers: 0, bytes: 0 }),
  async send(reply, _key, produce) {
    const { body, headers = {} } = await produce();
    return reply.headers(headers).send(body);
  },
};

/** Who asks, as far as the dashboard's read routes look: the role and the staff member's centre. */
export function askerKey(user: { role: string; centreId: number | null }): string {
  return `${user.role}:${user.centreId ?? ''}`;
}
