import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin, findCycle, readModuleDependencies } from './eslint-import-boundaries.js';
import { findCycles } from './eslint-import-cycles.js';

const root = path.resolve(import.meta.dirname, '..');

function lint(file: string, code: string, options?: object): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
        plugins: { local: boundariesPlugin },
        rules: {
          'local/import-boundaries': options ? ['error', options] : 'error',
          'local/web-layers': 'error',
          'local/import-cycles': 'error',
        },
      },
    ],
    path.join(root, file),
  );
  return messages.map((message) => message.message);
}

describe('the import-boundaries lint rule', () => {
  it('refuses web importing the server, by path or by package', () => {
    expect(lint('apps/web/src/app/x.ts', "import { a } from '../../../server/src/app';")).toEqual([
      expect.stringContaining('web must not import from server'),
    ]);
    expect(
      lint('apps/web/src/app/x.ts', "import { a } from '@institute/server/app';"),
    ).toHaveLength(1);
  });

  it('refuses the server importing the web app', () => {
    expect(
      lint('apps/server/src/x.ts', "import { a } from '../../web/src/app/routes';"),
    ).toHaveLength(1);
  });

  it('refuses one feature or module importing another, and allows its own files', () => {
    expect(lint('apps/web/src/features/a/x.ts', "import { b } from '../b/y';")).toEqual([
      expect.stringContaining('features/a must not import features/b'),
    ]);
    expect(lint('apps/web/src/features/a/x.ts', "import { y } from './y';")).toEqual([]);
    expect(lint('apps/web/src/pages/p.ts', "import { a } from '../features/a/x';")).toEqual([]);
  });

  it('lets a module import the notifications module through its entry point only', () => {
    const options = {
      moduleDependencies: { a: ['notifications'], notifications: [] },
      moduleEntryPoints: { notifications: ['enqueue.ts'] },
    };
    expect(
      lint(
        'apps/server/src/modules/a/x.ts',
        "import { e } from '../notifications/enqueue';",
        options,
      ),
    ).toEqual([]);
    expect(
      lint(
        'apps/server/src/modules/a/x.ts',
        "import { s } from '../notifications/notifications.service';",
        options,
      ),
    ).toEqual([expect.stringContaining('only through enqueue.ts')]);
    expect(
      lint('apps/web/src/features/a/x.ts', "import { e } from '../notifications/enqueue';"),
    ).toHaveLength(1);
  });

  it('keeps packages/shared free of node: modules and allows it everywhere', () => {
    expect(lint('packages/shared/src/x.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(lint('apps/server/src/x.ts', "import { a } from '@institute/shared/roles';")).toEqual(
      [],
    );
    expect(lint('apps/web/src/x.ts', "import { a } from '@institute/shared/roles';")).toEqual([]);
  });

  it('lets a server module import another only along a declared arrow', () => {
    const moduleDependencies = { a: ['b'], b: [], c: [] };
    const from = (name: string, source: string) =>
      lint(`apps/server/src/modules/${name}/x.ts`, `import { y } from '${source}';`, {
        moduleDependencies,
      });
    expect(from('a', '../b/b.service')).toEqual([]);
    expect(from('a', './a.repository')).toEqual([]);
    expect(from('b', '../a/a.service')).toEqual([
      expect.stringContaining('modules/b may not import modules/a'),
    ]);
    expect(from('a', '../c/c.service')).toEqual([
      expect.stringContaining('modules/a may not import modules/c'),
    ]);
    // A module nobody declared yet may import nothing of the others.
    expect(from('d', '../b/b.service')).toHaveLength(1);
    // What composes the modules (app wiring, jobs) may import any of them.
    expect(
      lint('apps/server/src/composition.ts', "import { y } from './modules/c/c.service';", {
        moduleDependencies,
      }),
    ).toEqual([]);
  });

  it('refuses a declared list with a cycle, in every module on it', () => {
    const moduleDependencies = { a: ['b'], b: ['c'], c: ['a'], d: [] };
    expect(
      lint('apps/server/src/modules/b/x.ts', 'export const x = 1;', { moduleDependencies }),
    ).toEqual([expect.stringContaining('a cycle: ')]);
    expect(
      lint('apps/server/src/modules/d/x.ts', 'export const x = 1;', { moduleDependencies }),
    ).toEqual([]);
    expect(findCycle({ a: ['b'], b: ['a'] })).toEqual(['a', 'b', 'a']);
    expect(findCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeNull();
  });

  it("reads the repository's declared list, which has no cycle and names only modules", () => {
    const declared = readModuleDependencies();
    expect(findCycle(declared)).toBeNull();
    for (const targets of Object.values(declared)) {
      for (const target of targets as string[]) expect(Object.keys(declared)).toContain(target);
    }
    expect(declared.students).toContain('accounts');
    expect(declared.accounts ?? []).not.toContain('students');
  });

  it('keeps the web layers: nothing below app imports app, components and lib stay generic', () => {
    const web = 'apps/web/src';
    expect(lint(`${web}/components/ui/x.ts`, "import { a } from '../../app/routes';")).toEqual([
      expect.stringContaining('components/ import only components/, i18n/ and lib/'),
    ]);
    expect(
      lint(`${web}/components/ui/x.ts`, "import { a } from '../../features/a/y';"),
    ).toHaveLength(1);
    expect(lint(`${web}/lib/x.ts`, "import { a } from '../components/ui/button';")).toEqual([
      expect.stringContaining('lib/ imports only lib/'),
    ]);
    expect(lint(`${web}/features/a/x.ts`, "import { a } from '../../app/navigation';")).toEqual([
      expect.stringContaining('features never import app/'),
    ]);
    expect(lint(`${web}/features/a/x.ts`, "import { a } from '../../pages/p';")).toHaveLength(1);
    expect(
      lint(`${web}/pages/public/x.ts`, "import { a } from '../../app/page-meta';"),
    ).toHaveLength(1);
    expect(lint(`${web}/pages/public/x.ts`, "import { a } from '../auth/login-page';")).toEqual([
      expect.stringContaining('pages/public must not import pages/auth'),
    ]);
    expect(lint(`${web}/features/a/x.ts`, "import { a } from '../../test/dashboard';")).toEqual([
      expect.stringContaining('for test files only'),
    ]);
    // What is allowed: downwards, within a feature, and the declared feature directions.
    expect(lint(`${web}/app/routes.ts`, "import { a } from '../features/a/x';")).toEqual([]);
    expect(lint(`${web}/pages/public/x.ts`, "import { a } from '../../features/a/y';")).toEqual([]);
    expect(
      lint(`${web}/features/a/x.ts`, "import { a } from '../../components/ui/button';"),
    ).toEqual([]);
    expect(lint(`${web}/features/a/x.ts`, "import { a } from '../auth/use-staff-user';")).toEqual(
      [],
    );
    expect(lint(`${web}/features/students/x.ts`, "import { a } from '../centres/api';")).toEqual(
      [],
    );
    expect(
      lint(`${web}/features/centres/x.ts`, "import { a } from '../students/api';"),
    ).toHaveLength(1);
  });

  it('finds circles of imports, however long, and nothing in a graph without one', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(
      findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).map((c) => c.sort()),
    ).toEqual([['a', 'b', 'c']]);
    expect(findCycles(graph({ a: ['a'] }))).toEqual([['a']]);
  });
});
