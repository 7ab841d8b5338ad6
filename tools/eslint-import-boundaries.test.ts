import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './eslint-import-boundaries.js';

const root = path.resolve(import.meta.dirname, '..');

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
        plugins: { local: boundariesPlugin },
        rules: { 'local/import-boundaries': 'error' },
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
      expect.stringContaining('must not import apps/web/src/features/b/'),
    ]);
    expect(
      lint('apps/server/src/modules/a/x.ts', "import { b } from '../b/b.service';"),
    ).toHaveLength(1);
    expect(lint('apps/web/src/features/a/x.ts', "import { y } from './y';")).toEqual([]);
    expect(lint('apps/web/src/pages/p.ts', "import { a } from '../features/a/x';")).toEqual([]);
  });

  it('keeps packages/shared free of node: modules and allows it everywhere', () => {
    expect(lint('packages/shared/src/x.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(lint('apps/server/src/x.ts', "import { a } from '@institute/shared/roles';")).toEqual(
      [],
    );
    expect(lint('apps/web/src/x.ts', "import { a } from '@institute/shared/roles';")).toEqual([]);
  });
});
