import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import { expect } from 'vitest';

/**
 * 1EdTech's official Open Badges 3.0 JSON schema (fixtures/open-badges: where it comes from and
 * its licence), compiled by Ajv, an independent validator, as a 2019-09 schema with its formats.
 */
const schema = JSON.parse(
  fs.readFileSync(
    new URL('../fixtures/open-badges/ob_v3p0_achievementcredential_schema.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a credential, one line each (none: it conforms). */
export function openBadgesSchemaErrors(credential: unknown): string[] {
  if (validate(credential)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

/** Fails the test unless the credential conforms to the official schema. */
export function expectOpenBadgesConformance(credential: unknown) {
  expect(openBadgesSchemaErrors(credential)).toEqual([]);
}
