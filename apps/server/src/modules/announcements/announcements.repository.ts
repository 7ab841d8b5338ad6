import type { AnnouncementAudience } from '@institute/shared/announcements';
import { sql, type Kysely } from 'kysely';
import type { AnnouncementsTable, DB } from '../../db/schema';
import { runTransaction } from '../../lib/transaction';
import { planChannels } from '../notifications/enqueue';

/** What a recipient row can be claimed from: not yet taken, or a claim whose holder is gone. */
const claimable = (now: string) =>
  sql<boolean>`(announcement_recipients.status = 'pending' or (announcement_recipients.status = 'claimed' and announcement_recipients.claimed_until < ${now}))`;

export interface NewAnnouncement {
  centreId: number | null;
  audience: AnnouncementAudience;
  titleEn: string;
  bodyEn: string;
  titleHi: string | null;
  bodyHi: string | null;
  status: 'scheduled' | 'sending';
  sendAt: string;
  createdBy: number;
  createdAt: string;
}

/** The queries of announcements and their recipients (decision 0086). */
export function createAnnouncementsRepository(db: Kysely<DB>) {
  /** The students an audience names now: not archived, in id order, after `afterId`. */
  const audienceStudents = (audience: AnnouncementAudience, trx: Kysely<DB> = db) => {
    let query = trx.selectFrom('students').where('students.archived_at', 'is', null);
    if (audience.kind === 'all') {
      query = query
        .innerJoin('centres', 'centres.id', 'students.centre_id')
        .where('centres.status', '=', 'active');
    }
    if (audience.kind === 'centre' || audience.kind === 'course') {
      if (audience.centreId !== null)
        query = query.where('students.centre_id', '=', audience.centreId);
    }
    if (audience.kind === 'course')
      query = query.where('students.course', '=', audience.courseCode);
    if (audience.kind === 'batch') {
      query = query
        .innerJoin('batch_enrolments', 'batch_enrolments.student_id', 'students.id')
        .where('batch_enrolments.batch_id', '=', audience.batchId)
        .where('batch_enrolments.left_at', 'is', null);
    }
    return query;
  };

  return {
    transaction: <T>(work: (trx: Kysely<DB>) => Promise<T>) => runTransaction(db, work),

    /** E-mail and phone of the audience's students, for the preview's counts. */
    audienceContacts: (audience: AnnouncementAudience) =>
      audienceStudents(audience)
        .select(['students.email', 'students.contactno', 'students.user_id'])
        .execute(),

    /** How the outbox would send an announcement to these people (nothing written). */
    planChannels: (
      people: { email: string | null; phone: string | null; userId: number | null }[],
    ) => planChannels(db, 'announcement', people),

    audienceChunk: async (audience: AnnouncementAudience, afterId: number, limit: number) =>
      (
        await audienceStudents(audience)
          .select('students.id')
          .where('students.id', '>', afterId)
          .orderBy('students.id')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    centre: (id: number) =>
      db.selectFrom('centres').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),
    course: (code: string) =>
      db.selectFrom('courses').select(['code', 'name']).where('code', '=', code).executeTakeFirst(),
    batch: (id: number) =>
      db
        .selectFrom('batches')
        .select(['id', 'name', 'centre_id'])
        .where('id', '=', id)
        .executeTakeFirst(),

    centres: (centreId: number | null) =>
      db
        .selectFrom('centres')
        .select(['id', 'name'])
        .where('status', '=', 'active')
        .$if(centreId !== null, (qb) => qb.where('id', '=', centreId!))
        .orderBy('name')
        .execute(),
    courses: () =>
      db
        .selectFrom('courses')
        .select(['code', 'name'])
        .where('retired_at', 'is', null)
        .orderBy('position')
        .execute(),
    batches: (centreId: number | null) =>
      db
        .selectFrom('batches')
        .select(['id', 'name', 'centre_id'])
        .$if(centreId !== null, (qb) => qb.where('centre_id', '=', centreId!))
        .orderBy('name')
        .execute(),

    insert: async (row: NewAnnouncement, trx: Kysely<DB>) =>
      (
        await trx
          .insertInto('announcements')
          .values({
            centre_id: row.centreId,
            audience: JSON.stringify(row.audience),
            title_en: row.titleEn,
            body_en: row.bodyEn,
            title_hi: row.titleHi,
            body_hi: row.bodyHi,
            status: row.status,
            send_at: row.sendAt,
            expanded_at: null,
            finished_at: null,
            cancelled_at: null,
            cancelled_by: null,
            created_by: row.createdBy,
            created_at: row.createdAt,
            updated_at: row.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** Newest first; a centre sees its own only. */
    list: (centreId: number | null) =>
      db
        .selectFrom('announcements')
        .innerJoin('users', 'users.id', 'announcements.created_by')
        .selectAll('announcements')
        .select('users.name as sent_by')
        .$if(centreId !== null, (qb) => qb.where('announcements.centre_id', '=', centreId!))
        .orderBy('announcements.id', 'desc')
        .limit(200)
        .execute(),

    find: (id: number) =>
      db
        .selectFrom('announcements')
        .innerJoin('users', 'users.id', 'announcements.created_by')
        .selectAll('announcements')
        .select('users.name as sent_by')
        .where('announcements.id', '=', id)
        .executeTakeFirst(),

    /** Scheduled and not started: cancelled. False when it had already started or ended. */
    async cancel(id: number, userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('announcements')
        .set({ status: 'cancelled', cancelled_at: now, cancelled_by: userId, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Scheduled ones whose time has come start sending (whoever runs this first). */
    startDue: (now: string) =>
      db
        .updateTable('announcements')
        .set({ status: 'sending', updated_at: now })
        .where('status', '=', 'scheduled')
        .where('send_at', '<=', now)
        .execute(),

    sending: () =>
      db
        .selectFrom('announcements')
        .select(['id', 'audience', 'title_en', 'body_en', 'title_hi', 'body_hi', 'expand_after_id'])
        .select('expanded_at')
        .where('status', '=', 'sending')
        .orderBy('id')
        .execute(),

    /** Adds students to the recipients (a student already there stays as is). */
    addRecipients: async (announcementId: number, studentIds: number[]) => {
      if (studentIds.length === 0) return;
      await db
        .insertInto('announcement_recipients')
        .values(
          studentIds.map((studentId) => ({
            announcement_id: announcementId,
            student_id: studentId,
            status: 'pending' as const,
            claim_token: null,
            claimed_until: null,
            queued_at: null,
          })),
        )
        .onConflict((oc) => oc.columns(['announcement_id', 'student_id']).doNothing())
        .execute();
    },

    /** Moves the expansion's cursor on, only from where this runner read it. */
    async advanceCursor(id: number, from: number, to: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('announcements')
        .set({ expand_after_id: to, updated_at: now })
        .where('id', '=', id)
        .where('expand_after_id', '=', from)
        .where('expanded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    cursorOf: async (id: number) =>
      db
        .selectFrom('announcements')
        .select(['expand_after_id', 'expanded_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),

    /** The snapshot is complete: its size is kept. */
    async finishExpansion(id: number, now: string): Promise<void> {
      const { n } = await db
        .selectFrom('announcement_recipients')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('announcement_id', '=', id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('announcements')
        .set({ expanded_at: now, recipients: Number(n), updated_at: now })
        .where('id', '=', id)
        .where('expanded_at', 'is', null)
        .execute();
    },

    /** Recipients enqueued since `since`, of every announcement (the pace's window). */
    queuedSince: async (since: string) =>
      Number(
        (
          await db
            .selectFrom('announcement_recipients')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('queued_at', '>', since)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /**
     * Claims up to `limit` recipients for this runner: one conditional update, so that a row
     * another runner claimed in between is not taken (PostgreSQL checks the condition again on
     * the row it waited for). Answers the claimed rows.
     */
    async claim(announcementId: number, token: string, now: string, until: string, limit: number) {
      await db
        .updateTable('announcement_recipients')
        .set({ status: 'claimed', claim_token: token, claimed_until: until })
        .where(
          'id',
          'in',
          db
            .selectFrom('announcement_recipients')
            .select('id')
            .where('announcement_id', '=', announcementId)
            .where(claimable(now))
            .orderBy('id')
            .limit(limit),
        )
        .where(claimable(now))
        .execute();
      return db
        .selectFrom('announcement_recipients')
        .innerJoin('students', 'students.id', 'announcement_recipients.student_id')
        .select([
          'announcement_recipients.id',
          'announcement_recipients.student_id',
          'students.user_id',
          'students.centre_id',
        ])
        .where('announcement_recipients.claim_token', '=', token)
        .where('announcement_recipients.status', '=', 'claimed')
        .orderBy('announcement_recipients.id')
        .execute();
    },

    /** The claimed row becomes queued, in the transaction that writes its messages; false: lost. */
    async markQueued(id: number, token: string, now: string, trx: Kysely<DB>): Promise<boolean> {
      const result = await trx
        .updateTable('announcement_recipients')
        .set({ status: 'queued', queued_at: now, claim_token: null, claimed_until: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .where('status', '=', 'claimed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setMessages: (id: number, messages: number, trx: Kysely<DB>) =>
      trx
        .updateTable('announcement_recipients')
        .set({ messages, ...(messages === 0 ? { status: 'unreachable' as const } : {}) })
        .where('id', '=', id)
        .execute(),

    /** Every recipient was enqueued (or had no channel): the announcement is sent. */
    async finishIfDone(id: number, now: string): Promise<void> {
      const open = await db
        .selectFrom('announcement_recipients')
        .select('id')
        .where('announcement_id', '=', id)
        .where('status', 'in', ['pending', 'claimed'])
        .limit(1)
        .executeTakeFirst();
      if (open) return;
      await db
        .updateTable('announcements')
        .set({ status: 'sent', finished_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('expanded_at', 'is not', null)
        .execute();
    },

    /** Each recipient with its messages' outbox statuses (for the totals). */
    recipientStatuses: (announcementId: number) =>
      db
        .selectFrom('announcement_recipients')
        .leftJoin(
          'notification_outbox',
          'notification_outbox.announcement_recipient_id',
          'announcement_recipients.id',
        )
        .select([
          'announcement_recipients.id',
          'announcement_recipients.status',
          'announcement_recipients.messages',
          'notification_outbox.status as outbox_status',
        ])
        .where('announcement_recipients.announcement_id', '=', announcementId)
        .execute(),

    recipientPage: (announcementId: number, limit: number, offset: number) =>
      db
        .selectFrom('announcement_recipients')
        .innerJoin('students', 'students.id', 'announcement_recipients.student_id')
        .select([
          'announcement_recipients.id',
          'announcement_recipients.status',
          'announcement_recipients.messages',
          'students.firstname',
          'students.lastname',
          'students.registration_number',
        ])
        .where('announcement_recipients.announcement_id', '=', announcementId)
        .orderBy('announcement_recipients.id')
        .limit(limit)
        .offset(offset)
        .execute(),

    messagesOf: (recipientIds: number[]) =>
      recipientIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('notification_outbox')
            .select(['announcement_recipient_id', 'channel', 'status', 'sent_at'])
            .where('announcement_recipient_id', 'in', recipientIds)
            .orderBy('id')
            .execute(),
  };
}

export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
export type AnnouncementRow = AnnouncementsTable;
