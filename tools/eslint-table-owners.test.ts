import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readTableOwners, tableOwnersRule } from './eslint-table-owners.js';

const root = path.resolve(import.meta.dirname, '..');
const file = (rel: string) => path.join(root, rel);
const options = [
  {
    owners: { users: 'auth', settings: 'settings', job_runs: 'src/jobs' },
    anyTable: { 'src/db/migrations/': 'reshapes data', 'src/ops/': 'backup and restore' },
  },
];

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('table-owners', tableOwnersRule, {
  valid: [
    {
      name: 'the owner writes its table',
      filename: file('apps/server/src/modules/auth/auth.repository.ts'),
      code: "await db.insertInto('users').values(v).execute(); await trx.updateTable('users').set(v).execute();",
      options,
    },
    {
      name: 'another module reads the table',
      filename: file('apps/server/src/modules/centres/centres.repository.ts'),
      code: "await db.selectFrom('users').selectAll().execute();",
      options,
    },
    {
      name: 'a layer owns a table',
      filename: file('apps/server/src/jobs/job-runs.ts'),
      code: "await db.deleteFrom('job_runs').execute();",
      options,
    },
    {
      name: 'migrations and backup write every table',
      filename: file('apps/server/src/db/migrations/0001_x.ts'),
      code: "await db.updateTable('users').set(v).execute(); await sql`UPDATE users SET a = 1`.execute(db);",
      options,
    },
    {
      name: 'tests set up their own rows',
      filename: file('apps/server/test/x.test.ts'),
      code: "await db.insertInto('users').values(v).execute();",
      options,
    },
    {
      name: 'an upsert in raw SQL of the owner, and words after UPDATE that name no table',
      filename: file('apps/server/src/modules/settings/settings.repository.ts'),
      code: 'await sql`INSERT INTO settings (key) VALUES (${k}) ON CONFLICT (key) DO UPDATE SET value = 1`.execute(db); await sql`SELECT 1 FOR UPDATE`.execute(db);',
      options,
    },
  ],
  invalid: [
    {
      name: 'another module inserts, updates, deletes',
      filename: file('apps/server/src/modules/centres/centres.repository.ts'),
      code: "await trx.insertInto('users').values(v).execute(); await trx.updateTable('users as u').set(v).execute(); await trx.deleteFrom('users').execute(); await trx.replaceInto('users').values(v).execute(); await trx.mergeInto('users').execute();",
      options,
      errors: [
        {
          message:
            "insertInto 'users' from modules/centres: the table belongs to modules/auth; write it through a function modules/auth exports (pass the transaction), or change its owner in apps/server/src/modules/table-owners.json.",
        },
        { message: /updateTable 'users' from modules\/centres/ },
        { message: /deleteFrom 'users'/ },
        { message: /replaceInto 'users'/ },
        { message: /mergeInto 'users'/ },
      ],
    },
    {
      name: 'a layer writes a module table',
      filename: file('apps/server/src/jobs/definitions.ts'),
      code: "await db.deleteFrom('users').execute();",
      options,
      errors: [{ message: /from apps\/server\/src\/jobs: the table belongs to modules\/auth/ }],
    },
    {
      name: 'raw SQL writes',
      filename: file('apps/server/src/modules/content/x.ts'),
      code: 'await sql`update users set a = 1`.execute(db); await sql`DELETE FROM "settings" WHERE key = ${k}`.execute(db); await sql`insert into job_runs (a) values (1)`.execute(db);',
      options,
      errors: [
        { message: /sql write to 'users'/ },
        {
          message:
            /sql write to 'settings' from modules\/content: the table belongs to modules\/settings/,
        },
        { message: /sql write to 'job_runs'.*apps\/server\/src\/jobs/ },
      ],
    },
    {
      name: 'a table without an owner',
      filename: file('apps/server/src/modules/auth/x.ts'),
      code: "await db.insertInto('new_things').values(v).execute();",
      options,
      errors: [{ message: /no owner; declare "new_things": "<module>"/ }],
    },
  ],
});

describe('the declared table owners', () => {
  const { owners, anyTable } = readTableOwners();
  const schema = fs.readFileSync(file('apps/server/src/db/schema.ts'), 'utf8');
  const db = /export interface DB \{([^}]*)\}/.exec(schema)![1]!;
  const tables = [...db.matchAll(/^\s*([a-z_][a-z0-9_]*):/gm)].map((match) => match[1]!);

  it('name an owner for every table of the schema, and no table the schema lacks', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(Object.keys(owners).sort()).toEqual([...tables].sort());
  });

  it('name owners that exist: a module directory or a server layer', () => {
    for (const owner of new Set(Object.values(owners))) {
      const dir = owner.startsWith('src/')
        ? file(`apps/server/${owner}`)
        : file(`apps/server/src/modules/${owner}`);
      expect(fs.existsSync(dir), owner).toBe(true);
    }
    for (const prefix of Object.keys(anyTable)) {
      expect(fs.existsSync(file(`apps/server/${prefix}`)), prefix).toBe(true);
    }
  });
});
