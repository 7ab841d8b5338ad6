// A local ESLint rule: every table has one owner (apps/server/src/modules/table-owners.json), and
// only its owner writes it. A write is a Kysely insertInto / updateTable / deleteFrom /
// replaceInto / mergeInto naming the table, or an INSERT INTO / UPDATE / DELETE FROM of a known
// table in a sql`` template. Files under apps/server/src only (tests set up their own rows); the
// "$anyTable" paths (migrations, seeds, backup and restore) may write every table. A table named
// by a variable is not seen: keep such generic writers inside the owner of every table they take.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TABLE_OWNERS = path.join(root, 'apps/server/src/modules/table-owners.json');
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** { owners: { table: owner }, anyTable: { path prefix: reason } } from the JSON file. */
export function readTableOwners(file = TABLE_OWNERS) {
  const declared = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    owners: Object.fromEntries(Object.entries(declared).filter(([name]) => !name.startsWith('$'))),
    anyTable: declared.$anyTable ?? {},
  };
}

/**
 * Who a server file writes as: its module's name (apps/server/src/modules/<name>/...), or its
 * layer's path (src/lib, src/jobs, src/db ...); null outside apps/server/src.
 */
export function writerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith('apps/server/src/')) return null;
  const inSrc = rel.slice('apps/server/'.length);
  const module = /^src\/modules\/([^/]+)\//.exec(inSrc)?.[1];
  if (module) return { writer: module, path: inSrc };
  const layer = /^src\/[^/]+/.exec(inSrc)[0];
  return { writer: layer.replace(/\.ts$/, ''), path: inSrc };
}

const describeOwner = (owner) =>
  owner.startsWith('src/') ? `apps/server/${owner}` : `modules/${owner}`;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owning module writes a table' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object' }, anyTable: { type: 'object' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = writerOf(path.resolve(context.filename));
    if (!from) return {};
    const declared = context.options[0]?.owners
      ? { owners: context.options[0].owners, anyTable: context.options[0].anyTable ?? {} }
      : readTableOwners();
    if (Object.keys(declared.anyTable).some((prefix) => from.path.startsWith(prefix))) return {};

    function check(node, table, how) {
      const owner = declared.owners[table];
      if (owner === from.writer) return;
      if (owner === undefined) {
        context.report({
          node,
          message: `${how} '${table}': the table has no owner; declare "${table}": "<module>" in apps/server/src/modules/table-owners.json.`,
        });
        return;
      }
      context.report({
        node,
        message: `${how} '${table}' from ${describeOwner(from.writer)}: the table belongs to ${describeOwner(owner)}; write it through a function ${describeOwner(owner)} exports (pass the transaction), or change its owner in apps/server/src/modules/table-owners.json.`,
      });
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const first = node.arguments[0];
        if (first?.type !== 'Literal' || typeof first.value !== 'string') return;
        check(node, first.value.trim().split(/\s+/)[0], callee.property.name);
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const name =
          tag.type === 'Identifier'
            ? tag.name
            : tag.type === 'MemberExpression' && tag.object.type === 'Identifier'
              ? tag.object.name
              : null;
        if (name !== 'sql') return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ? ');
        for (const match of text.matchAll(RAW_WRITE)) {
          const table = match[1].toLowerCase();
          // Words after UPDATE that are no table (DO UPDATE SET, FOR UPDATE ...) are left alone.
          if (declared.owners[table] === undefined) continue;
          check(node, table, 'sql write to');
        }
      },
    };
  },
};

export const tableOwnersRule = rule;
