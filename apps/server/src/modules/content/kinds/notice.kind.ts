import type { HomeContent } from '@institute/shared/content/content';
import {
  editableNoticeSchema,
  noticeInputSchema,
  saveNoticeSchema,
  type EditableNotice,
  type NoticeValues,
} from '@institute/shared/content/site';
import { networkToday } from '@institute/shared/dashboard-summary';
import { shortTitle } from '../draft-kinds';
import { valueOf } from '../history-kinds';
import { contentKind } from './content-kind';
import { withItem } from './overlays';

interface NoticeRow {
  id: number;
  text_en: string;
  text_hi: string;
  starts_on: string | null;
  ends_on: string | null;
  position: number;
  version: number;
  active: number;
  updated_at: string;
}

/** Whether a notice shows on `today` (its first and last day, if any, around it). */
const shows = (startsOn: string, endsOn: string, today: string) =>
  (!startsOn || startsOn <= today) && (!endsOn || endsOn >= today);

/**
 * The notices of the home page's banner (English and/or Hindi, first and last day), in the order
 * of their `position`, which the editor types: they are not reordered as a list.
 */
export const noticeKind = contentKind<NoticeRow, EditableNotice, NoticeValues>({
  path: 'notices',
  table: 'notices',
  columns: [
    'id',
    'text_en',
    'text_hi',
    'starts_on',
    'ends_on',
    'position',
    'version',
    'active',
    'updated_at',
  ],
  orderBy: ['position', 'id'],
  entity: 'notice',
  notFound: 'No such notice',
  schemas: { input: noticeInputSchema, save: saveNoticeSchema, editable: editableNoticeSchema },
  summaries: {
    list: 'Every notice of the banner, shown today or not (head office)',
    create: 'Add a notice (English and/or Hindi, first and last day, order)',
    update: 'Save a notice; 409 if someone else saved it since `version`',
    remove: 'Remove a notice at `version`',
  },

  toItem: (row) => {
    const startsOn = row.starts_on ?? '';
    const endsOn = row.ends_on ?? '';
    return {
      id: row.id,
      textEn: row.text_en,
      textHi: row.text_hi,
      startsOn,
      endsOn,
      position: row.position,
      version: row.version,
      showing: row.active === 1 && shows(startsOn, endsOn, networkToday()),
      updatedAt: row.updated_at,
    };
  },
  toRow: (notice) => ({
    text_en: notice.textEn,
    text_hi: notice.textHi,
    starts_on: notice.startsOn || null,
    ends_on: notice.endsOn || null,
    position: notice.position,
  }),

  fields: ['textEn', 'textHi', 'startsOn', 'endsOn', 'position'],
  name: (notice) => notice.textEn || notice.textHi,
  fromChanges: (changes) => ({
    textEn: String(changes.textEn ?? ''),
    textHi: String(changes.textHi ?? ''),
    startsOn: String(changes.startsOn ?? ''),
    endsOn: String(changes.endsOn ?? ''),
    position: Number(changes.position ?? 0),
  }),
  lines: {
    what: 'Notice',
    create: 'Notice added: {item}',
    update: 'Notice edited: {item}',
    delete: 'Notice removed: {item}',
  },
  historyName: (changes) => valueOf(changes, 'textEn') || valueOf(changes, 'textHi'),
  // As the notices' history has always been kept: the texts of an addition, every field of an edit.
  audit: {
    create: (after) => ({ textEn: after.text_en, textHi: after.text_hi }),
    update: (before, after) => ({
      textEn: [before.text_en, after.text_en],
      textHi: [before.text_hi, after.text_hi],
      startsOn: [before.starts_on, after.starts_on],
      endsOn: [before.ends_on, after.ends_on],
      position: [before.position, after.position],
    }),
    delete: (before) => ({
      textEn: before.text_en,
      textHi: before.text_hi,
      startsOn: before.starts_on ?? '',
      endsOn: before.ends_on ?? '',
      position: before.position,
    }),
  },

  draft: {
    name: 'notice',
    label: 'Notice',
    title: (data) => shortTitle(data.textEn || data.textHi),
    previewPath: '/',
    overlays: {
      // The notices the home page shows with the draft applied: today's, in their order.
      '/api/content/home': async (answer: HomeContent, data, itemId, user, editor) => {
        const draft = {
          id: itemId ?? 0,
          textEn: data.textEn,
          textHi: data.textHi,
          startsOn: data.startsOn,
          endsOn: data.endsOn,
          position: data.position,
          showing: shows(data.startsOn, data.endsOn, networkToday()),
        } as EditableNotice;
        const notices = withItem(await editor.list(user), itemId, draft)
          .filter((notice) => notice.showing)
          .sort((a, b) => a.position - b.position || (a.id || Infinity) - (b.id || Infinity))
          .map((notice) =>
            notice.textEn
              ? { id: notice.id, text: notice.textEn, lang: 'en' as const }
              : { id: notice.id, text: notice.textHi, lang: 'hi' as const },
          );
        return { ...answer, notices };
      },
    },
  },
});
