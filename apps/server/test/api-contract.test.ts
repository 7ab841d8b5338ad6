// The API's contract (issue 33 point 4, decision 0062): every operation of the OpenAPI document
// the app serves is called with a documented request and with broken ones (no session, a body of
// the wrong types), and every answer must be one the operation lists, its body valid against the
// schema listed for that code. It walks the document, so a route added later is covered as soon
// as it is registered.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../src/lib/openapi';
import { API_TYPES_FILE, apiTypesOf } from './helpers/api-types';
import { signInHeadOffice, signInStaff, type Headers } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
}

/**
 * Operations that end the caller's session: called last, with a session of their own, so the
 * walk's other calls keep head office's.
 */
const ENDS_SESSION = new Set(['postLogout']);

/**
 * The changes that take no body: the path (and the session) says everything. Any other POST,
 * PUT or PATCH must describe its body (a route that reads it itself: `schema.bodyDoc`).
 */
const TAKES_NO_BODY = new Set([
  'postDashboardAnnouncementsByIdCancel',
  'postLogout',
  'postApplicationsMineWithdraw',
  'postDashboardAddStudentByRegistrationNumberRestore',
  'postDashboardCentreAdminCentresByIdSuspend',
  'postDashboardCentreAdminCentresByIdActivate',
  'postDashboardCentreAdminStaffByUserIdDeactivate',
  'postDashboardCentreAdminStaffByUserIdActivate',
  'postDashboardApplicationsByIdApprove',
  'postDashboardCentreMessagesByMessageIdRead',
  'postDashboardCentreMessagesReadAll',
  'postDashboardCashBookCentresByCentreIdDaysByDayClose',
  'postDashboardContentHistoryByIdUndo',
  'postDashboardContentDraftsByIdPublish',
  'postDashboardCertificatesRequestsByIdApprove',
  'postDashboardCertificatesRequestsByIdPrint',
  'postDashboardCertificatesRequestsByIdDeliver',
  'postDashboardCredentialsKeysRotate',
  'postDashboardNotificationsByIdRetry',
  'postDashboardStudentByRegistrationNumberExamsByExamIdStart',
  'postDashboardStudentByRegistrationNumberExamsByExamIdSubmit',
  'postDashboardStudentByRegistrationNumberExamsByExamIdOpenLink',
  'postDashboardGradingScaleRegrade',
  'postDashboardAccountsFundsByIdConfirm',
  'postDashboardOfflineExamsSessionsByIdResultsSubmit',
  'postDashboardOfflineExamsSessionsByIdResultsPublish',
  'postDashboardAttendanceBatchesByIdDaysByDayUnlock',
]);

let t: TestApp;
let document: Document;
let headOffice: Headers;
let sessionEnder: Headers;
let ajv: Ajv2020;
/** Values of path parameters that name real records of the test database. */
const known: Record<string, string> = {};
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
  headOffice = await signInHeadOffice(t.app);
  const centre = await createCentre(t.app);
  const staff = await createUser(t.app, { role: 'centre_staff', centreId: centre });
  sessionEnder = await signInStaff(t.app, staff);
  const student = await createStudent(t.app, { centreId: centre });
  Object.assign(known, {
    registrationNumber: student.registrationNumber,
    courseCode: '8',
    code: '8',
    centreId: String(centre),
  });
  png = await pngImage(8, 8);
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'api', components: document.components });
});

afterAll(() => t?.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!] ?? {}) : schema;

/** A value the schema accepts, as far as a generic walk can make one. */
function sample(input: Schema): unknown {
  const schema = resolve(input);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((option) => option.type !== 'null') ?? choice[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part)));
  const type = [schema.type].flat().find((name) => name !== 'null') ?? 'object';
  switch (type) {
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items ?? {}));
    default: {
      const object: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        object[name] = sample(property);
      }
      return object;
    }
  }
}

function stringSample(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'contract@example.com';
    case 'date':
      return '2026-11-20';
    case 'date-time':
      return '2026-11-20T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/';
  }
  return 'Sample'.padEnd(schema.minLength ?? 0, 'x');
}

/** A body of the wrong types: every documented property given a value of another kind. */
function brokenBody(input: Schema): unknown {
  const schema = resolve(input);
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return [];
  return Object.fromEntries(names.map((name) => [name, { wrong: [] }]));
}

function pathOf(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value = known[name] ?? String(sample(parameter?.schema ?? { type: 'string' }));
    return encodeURIComponent(value);
  });
}

function queryOf(operation: Operation): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, String(sample(parameter.schema)));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

type Body = { payload?: unknown; headers?: Headers };

function documentedBody(operation: Operation): Body {
  const content = operation.requestBody?.content;
  if (!content) return {};
  const form = content['multipart/form-data'];
  if (form) {
    const fields: Record<string, string> = {};
    const files: Record<string, { data: Buffer; filename: string; type: string }> = {};
    for (const [name, property] of Object.entries(resolve(form.schema).properties ?? {})) {
      if (resolve(property).format === 'binary') {
        files[name] = { data: png, filename: `${name}.png`, type: 'image/png' };
      } else {
        fields[name] = String(sample(property));
      }
    }
    return multipart(fields, files);
  }
  const json = content['application/json'];
  return json ? { payload: sample(json.schema) } : {};
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/');
    validate = ajv.compile(JSON.parse(text) as object);
    validators.set(key, validate);
  }
  return validate;
}

/** The answer is one the operation lists, and its JSON body is what it lists for that code. */
function mismatch(
  operationId: string,
  operation: Operation,
  what: string,
  answer: LightMyRequestResponse,
): string | null {
  const code = String(answer.statusCode);
  const listed = operation.responses[code] ?? operation.responses.default;
  const where = `${operationId} (${what}): ${code}`;
  if (!listed) {
    return `${where} is not listed (${Object.keys(operation.responses).join(', ')}): ${answer.body.slice(0, 200)}`;
  }
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json') || answer.statusCode === 204) return null;
  const json = listed.content?.['application/json'];
  // A listed answer without content (a `null` schema) is the JSON `null` the route sends.
  if (!listed.content && answer.body === 'null') return null;
  if (!json) return `${where} answers JSON, the document lists no JSON body`;
  const validate = validatorFor(`${operationId} ${code}`, json.schema);
  if (!validate(answer.json())) {
    return `${where} body does not match: ${ajv.errorsText(validate.errors)}`;
  }
  return null;
}

const operations = () =>
  Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    )
    .sort(
      (a, b) =>
        Number(ENDS_SESSION.has(a.operation.operationId!)) -
        Number(ENDS_SESSION.has(b.operation.operationId!)),
    );

describe('the API document', () => {
  it('gives every operation its id from its method and path, and every id once', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId).toBe(operationIdOf(method, path));
    }
  });

  it('describes the body of every operation that reads one, and names the security schemes', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    const undescribed = operations()
      .filter(
        ({ method, operation }) =>
          ['post', 'put', 'patch'].includes(method) && !operation.requestBody,
      )
      .map(({ operation }) => operation.operationId!)
      .filter((id) => !TAKES_NO_BODY.has(id));
    expect(undescribed).toEqual([]);
    for (const { operation } of operations()) {
      for (const [code, answer] of Object.entries(operation.responses)) {
        // Every error answer has a JSON body: the API's error shape, or (health) its own.
        if (Number(code) >= 400) expect(answer.content?.['application/json']?.schema).toBeDefined();
      }
    }
  });

  it('is what the committed typed client was generated from (else: npm run api:types)', async () => {
    expect(await apiTypesOf(document)).toBe(readFileSync(API_TYPES_FILE, 'utf8'));
  }, 30_000);

  it('answers every operation, documented and broken requests alike, as the document says', async () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations()) {
      const id = operation.operationId!;
      const url = pathOf(path, operation) + queryOf(operation);
      const body = documentedBody(operation);
      const call = (headers: Headers, request: Body) =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...request.headers, ...headers },
          ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
        });

      // Without a session: a signed-in operation refuses with 401, a public one does not.
      const anonymous = await call({}, body);
      problems.push(mismatch(id, operation, 'no session', anonymous) ?? '');
      if (operation.security && anonymous.statusCode !== 401) {
        problems.push(
          `${id}: lists a security scheme but answered ${anonymous.statusCode} without one`,
        );
      }
      if (!operation.security && anonymous.statusCode === 401) {
        problems.push(`${id}: lists no security scheme but asked for a session`);
      }

      const caller = ENDS_SESSION.has(id) ? sessionEnder : headOffice;
      if (operation.requestBody?.content['application/json']) {
        const schema = operation.requestBody.content['application/json'].schema;
        const broken = await call(caller, { payload: brokenBody(schema) });
        problems.push(mismatch(id, operation, 'wrong body types', broken) ?? '');
        if (broken.statusCode < 400 || broken.statusCode >= 500) {
          problems.push(`${id}: a body of the wrong types answered ${broken.statusCode}`);
        }
      }
      if (operation.requestBody?.content['multipart/form-data']) {
        // A form route sent JSON instead of its form.
        const notAForm = await call(caller, { payload: {} });
        problems.push(mismatch(id, operation, 'JSON instead of a form', notAForm) ?? '');
        if (notAForm.statusCode < 400 || notAForm.statusCode >= 500) {
          problems.push(`${id}: JSON instead of its form answered ${notAForm.statusCode}`);
        }
      }
      const numeric = (operation.parameters ?? []).filter(
        (p) => p.in === 'query' && ['integer', 'number'].includes(String(resolve(p.schema).type)),
      );
      if (numeric.length > 0) {
        // A number in the query that is not one.
        const wrongQuery = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: `${pathOf(path, operation)}?${numeric.map((p) => `${p.name}=many`).join('&')}`,
          headers: caller,
        });
        problems.push(mismatch(id, operation, 'a query number that is not one', wrongQuery) ?? '');
        // 400, or the refusal of a role that may not call it at all (checked first).
        if (wrongQuery.statusCode < 400 || wrongQuery.statusCode >= 500) {
          problems.push(`${id}: a query number that is not one answered ${wrongQuery.statusCode}`);
        }
      }
      const documented = await call(caller, body);
      problems.push(mismatch(id, operation, 'documented request', documented) ?? '');
      if (documented.statusCode >= 500) {
        problems.push(`${id}: the documented request answered ${documented.statusCode}`);
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
  }, 60_000);
});
