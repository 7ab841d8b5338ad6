import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from '../src/lib/serializer';

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('answers written from the response schema', () => {
  it('writes only the declared properties: a column selected by accident never leaves', () => {
    const stringify = compile(
      z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() })),
    );
    const rows = [{ id: 1, name: 'Ravi', note: null, password_hash: 'secret', adhar: '2341' }];
    expect(JSON.parse(stringify(rows))).toEqual([{ id: 1, name: 'Ravi', note: null }]);
  });

  it('keeps nested objects, records, enums and optional properties as JSON.stringify would', () => {
    const schema = z.object({
      centre: z.object({ code: z.string() }),
      errors: z.record(z.string(), z.array(z.string())),
      status: z.enum(['requested', 'approved']),
      extra: z.string().optional(),
    });
    const value = {
      centre: { code: 'C"01\n' },
      errors: { adhar: ['Enter a valid 12-digit Aadhaar number'] },
      status: 'approved',
    };
    expect(JSON.parse(compile(schema)(value))).toEqual(value);
  });

  it('refuses an answer that lacks a required property rather than sending half of it', () => {
    const stringify = compile(z.object({ id: z.number(), name: z.string() }));
    expect(() => stringify({ id: 1 })).toThrow();
  });

  it('keeps the zod way for a schema JSON Schema cannot express', () => {
    const stringify = compile(z.object({ at: z.date() }));
    expect(stringify({ at: new Date('2026-11-23T00:00:00Z') })).toBe(
      '{"at":"2026-11-23T00:00:00.000Z"}',
    );
  });
});
