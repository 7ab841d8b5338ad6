import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin, readServerLayers } from './eslint-import-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');
const serverLayers = {
  lib: { mayNotImport: ['db', 'modules'], types: ['db/schema.ts'] },
  db: { mayNotImport: ['modules'] },
  plugins: { mayNotImport: ['modules'] },
};

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
          plugins: { local: boundariesPlugin },
          rules: {
            'local/import-boundaries': ['error', { moduleDependencies: {}, serverLayers }],
          },
        },
      ],
      path.join(root, file),
    )
    .map((message) => message.message);
}

describe("the server's layers", () => {
  it('refuse lib importing db or a module, but let it name the row types', () => {
    expect(
      lint('apps/server/src/lib/x.ts', "import { isPostgres } from '../db/migration-helpers';"),
    ).toEqual([expect.stringContaining('apps/server/src/lib must not import db')]);
    expect(lint('apps/server/src/lib/x.ts', "import { f } from '../modules/students/y';")).toEqual([
      expect.stringContaining('apps/server/src/lib must not import modules'),
    ]);
    expect(lint('apps/server/src/lib/x.ts', "import type { DB } from '../db/schema';")).toEqual([]);
    expect(lint('apps/server/src/lib/x.ts', "import { type DB } from '../db/schema';")).toEqual([]);
    // Types of other db files, and values of the schema file, are still refused.
    expect(
      lint('apps/server/src/lib/x.ts', "import type { Database } from '../db/database';"),
    ).toHaveLength(1);
    expect(lint('apps/server/src/lib/x.ts', "import { DB } from '../db/schema';")).toHaveLength(1);
    expect(lint('apps/server/src/lib/x.ts', "import { a } from './y';")).toEqual([]);
  });

  it('refuse db and plugins importing a module, type-only too', () => {
    expect(
      lint('apps/server/src/db/seed.ts', "import { f } from '../modules/students/y';"),
    ).toEqual([expect.stringContaining('apps/server/src/db must not import modules')]);
    expect(
      lint(
        'apps/server/src/plugins/auth.ts',
        "import type { AuthService } from '../modules/auth/auth.service';",
      ),
    ).toEqual([expect.stringContaining('apps/server/src/plugins must not import modules')]);
    expect(
      lint('apps/server/src/plugins/auth.ts', "import { sessionIdOf } from '../lib/session-id';"),
    ).toEqual([]);
  });

  it('leave the composition root, jobs and modules free to import modules', () => {
    expect(
      lint('apps/server/src/composition.ts', "import { f } from './modules/students/y';"),
    ).toEqual([]);
    expect(lint('apps/server/src/jobs/x.ts', "import { f } from '../modules/auth/y';")).toEqual([]);
    expect(
      lint('apps/server/src/modules/a/x.ts', "import { d } from '../../db/migration-helpers';"),
    ).toEqual([]);
  });

  it('are declared in dependencies.json', () => {
    expect(readServerLayers()).toEqual(serverLayers);
  });
});
