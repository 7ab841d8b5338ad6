import {
  changedSince,
  fieldList,
  sameValue,
  saveLine,
  type HistoryKind,
  type SaveLines,
} from '../content/history-kinds';
import type { CourseEditor, CourseSnapshot } from './course-editor.service';

const FIELDS = ['name', 'durationMonths', 'retired', 'options'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  name: 'name',
  durationMonths: 'duration',
  retired: 'retired',
  options: 'options',
};

const LINES: SaveLines = {
  what: 'Course',
  create: 'Course added: {item}',
  update: 'Course edited: {item}',
  delete: 'Course removed: {item}',
};

/** The course catalogue's saves in the website's history, and their undoing (head office only). */
export function courseHistoryKind(courses: CourseEditor): HistoryKind {
  return {
    entity: 'course',
    summary: ({ action, entity_id, changes }, say) => {
      const name = Array.isArray(changes.name) ? changes.name[1] : changes.name;
      const item = `${String(name ?? '')} (${entity_id ?? ''})`;
      if (action !== 'update') return saveLine(say, LINES, action, item);
      if (changes.moved === 'up') return say('Course moved up: {item}', { item });
      if (changes.moved === 'down') return say('Course moved down: {item}', { item });
      if (changes.moved) return `Course moved ${String(changes.moved)}: ${item}`;
      const retired = changes.retired as [boolean, boolean] | undefined;
      if (retired && Object.keys(changes).length <= 2) {
        return retired[1]
          ? say('Course retired: {item}', { item })
          : say('Course reopened: {item}', { item });
      }
      const fields = FIELDS.filter((field) => Array.isArray(changes[field]));
      return fields.length
        ? say('Course edited: {item} ({fields})', { item, fields: fieldList(say, LABELS, fields) })
        : say('Course edited: {item}', { item });
    },
    // Moving a course in the list is undone by moving it back.
    undoable: ({ changes }) => !changes.moved,
    async undo(user, { action, entity_id, changes }, ip) {
      courses.requireHeadOffice(user);
      const code = String(entity_id);
      const now = await courses.snapshot(code);
      if (action === 'create') {
        if (!now) throw changedSince();
        await courses.remove(user, code, now.version, ip);
      } else if (action === 'delete') {
        const before = changes as unknown as CourseSnapshot;
        await courses.create(
          user,
          {
            code,
            name: before.name,
            durationMonths: before.durationMonths,
            options: before.options,
          },
          ip,
        );
        if (before.retired) {
          const created = await courses.snapshot(code);
          if (created) await courses.setRetired(user, code, true, created.version, ip);
        }
      } else {
        if (!now) throw changedSince();
        const restored: Record<string, unknown> = { ...now };
        for (const field of FIELDS) {
          const change = changes[field] as [unknown, unknown] | undefined;
          if (!change) continue;
          if (!sameValue(restored[field], change[1])) throw changedSince();
          restored[field] = change[0];
        }
        const snapshot = restored as unknown as CourseSnapshot;
        await courses.update(
          user,
          code,
          {
            name: snapshot.name,
            durationMonths: snapshot.durationMonths,
            options: snapshot.options,
            retired: snapshot.retired,
            version: now.version,
          },
          ip,
        );
      }
    },
  };
}
