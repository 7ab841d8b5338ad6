// The typed client's types (tools/api-client/schema.ts), made from the API document by
// openapi-typescript: `npm run api:types` writes them, the contract test checks they are fresh.
import openapiTS, { astToString } from 'openapi-typescript';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The generated file, committed: `npm run typecheck` checks the typed calls against it. */
export const API_TYPES_FILE = fileURLToPath(
  new URL('../../../../tools/api-client/schema.ts', import.meta.url),
);

const HEADER =
  '// Generated from the API document by `npm run api:types` (openapi-typescript); do not edit.\n' +
  '// apps/server/test/api-contract.test.ts fails when it is not what the document makes.\n\n';

/** The TypeScript types of the document's paths, operations and components. */
export async function apiTypesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // A file part or a file answer is a Blob (FormData takes one; openapi-fetch answers one).
    transform: (schema) =>
      'format' in schema && schema.format === 'binary'
        ? ts.factory.createTypeReferenceNode('Blob')
        : undefined,
  });
  return HEADER + astToString(ast);
}
