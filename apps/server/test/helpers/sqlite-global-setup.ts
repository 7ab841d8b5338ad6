import type { TestProject } from 'vitest/node';
import { provideDatabaseTemplate } from './template-database';

let removeTemplate: (() => Promise<void>) | undefined;

/** The server-sqlite project: migrate and seed one SQLite file that every test file copies. */
export async function setup(project: TestProject): Promise<void> {
  removeTemplate = await provideDatabaseTemplate(project, 'sqlite');
}

export async function teardown(): Promise<void> {
  await removeTemplate?.();
}
