import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../src/modules/content/kinds';

// The generic repository writes a kind's table by name (kinds/kind-repository.ts), which the table
// owners' lint cannot read: this test holds each declared kind to the rule instead (decision 0067).
const owners = JSON.parse(
  readFileSync(new URL('../src/modules/table-owners.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('declared content kinds', () => {
  it('write only tables the content module owns', () => {
    for (const kind of CONTENT_KINDS)
      expect([kind.table, owners[kind.table]]).toEqual([kind.table, 'content']);
  });

  it('each have their own routes, audit entity, draft and Hindi kind', () => {
    const unique = (values: (string | undefined)[]) => {
      const given = values.filter((value) => value !== undefined);
      return new Set(given).size === given.length;
    };
    expect(unique(CONTENT_KINDS.map((kind) => kind.path))).toBe(true);
    expect(unique(CONTENT_KINDS.flatMap((kind) => [kind.entity, kind.reorder?.entity]))).toBe(true);
    expect(unique(CONTENT_KINDS.map((kind) => kind.draft?.name))).toBe(true);
    expect(unique(CONTENT_KINDS.map((kind) => kind.translation?.kind))).toBe(true);
  });

  it('keep the fields their history undoes in their input schema', () => {
    let checked = 0;
    for (const kind of CONTENT_KINDS) {
      const shape = (kind.schemas.input as unknown as { shape?: Record<string, unknown> }).shape;
      if (!shape) continue;
      checked += 1;
      for (const field of kind.fields)
        expect([kind.path, field in shape]).toEqual([kind.path, true]);
    }
    expect(checked).toBe(CONTENT_KINDS.length);
  });
});
