import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { verifyJWT } from 'did-jwt';
import { Resolver, type DIDDocument, type DIDResolutionResult, type ParsedDID } from 'did-resolver';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordResult } from '../src/modules/grading/results';
import { openPrivateKey, sealPrivateKey } from '../src/modules/credentials/credential-keys';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser, giveStudentPhoto } from './helpers/factories';
import { expectOpenBadgesConformance, openBadgesSchemaErrors } from './helpers/open-badges-schema';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 20: every printed certificate is also a signed Open Badges 3.0 credential. Everything a
// third party does is done here with libraries that are not ours: did-jwt (with did-resolver)
// verifies the signature against the key published at did:web, jose against the JWK Set, and
// Digital Bazaar's Bitstring Status List library reads the published status list.

const PUBLIC_URL = 'https://certificates.example.test';
const ISSUER = 'did:web:certificates.example.test';
const CREDENTIALS_KEY = randomBytes(32).toString('base64');
const BASE = '/api/dashboard/certificates';

let t: TestApp;
let origin: string;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let centreId: number;
let sourceId = 1;

/**
 * did:web resolution as its specification says (did:web:<host> -> https://<host>/.well-known/did.json),
 * the site being this test's server: over plain HTTP on its own port.
 */
const resolver = new Resolver({
  web: async (did: string, parsed: ParsedDID): Promise<DIDResolutionResult> => {
    const host = decodeURIComponent(parsed.id.split(':')[0]!);
    const url = new URL(`https://${host}/.well-known/did.json`);
    expect(url.origin).toBe(PUBLIC_URL);
    const response = await fetch(`${origin}${url.pathname}`);
    const didDocument = (await response.json()) as DIDDocument;
    expect(didDocument.id).toBe(did);
    return {
      didDocument,
      didDocumentMetadata: {},
      didResolutionMetadata: { contentType: 'application/did+json' },
    };
  },
});

/**
 * Verifies as a third party would: the signature with the key the issuer's DID publishes; and
 * every Open Badges credential against 1EdTech's official JSON schema (issue 32).
 */
async function verifyIndependently(jwt: string) {
  const verified = await verifyJWT(jwt, { resolver, proofPurpose: 'assertionMethod' });
  if ((verified.payload.type as string[] | undefined)?.includes('OpenBadgeCredential')) {
    expectOpenBadgesConformance(verified.payload);
  }
  return verified;
}

beforeAll(async () => {
  t = await createTestApp({ CREDENTIALS_KEY, PUBLIC_URL });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  centreId = await createCentre(t.app);
  const otherCentreId = await createCentre(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A student with an account, a passing result (82%: grade A) and a finished course. */
async function studentWithResult() {
  const user = await createUser(t.app, { role: 'student' });
  const student = await createStudent(t.app, {
    centreId,
    userId: user.id,
    admissionDate: '2026-01-05',
  });
  await recordResult(t.app.db, {
    studentId: student.id,
    centreId,
    source: 'offline',
    sourceId: sourceId++,
    title: 'Final examination',
    obtainedMarks: 82,
    maximumMarks: 100,
    examDate: '2026-06-20',
    recordedBy: null,
  });
  const own = await signInUser(t.app, user);
  return { ...student, own };
}

/** Requests, approves and prints; answers the certificate as staff see it. */
async function print(registrationNumber: string, extra: object = {}) {
  const created = await post(`${BASE}/requests`, staff, { registrationNumber, ...extra });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: number };
  expect((await post(`${BASE}/requests/${id}/approve`, head)).statusCode).toBe(200);
  const printed = await post(`${BASE}/requests/${id}/print`, head);
  expect(printed.statusCode).toBe(200);
  const number = printed.json().certificateNumber as string;
  return (await get(`${BASE}/${number}`, head)).json() as {
    number: string;
    verificationCode: string;
    courseName: string;
    courseOption: string;
    centreName: string;
  };
}

const download = (
  registrationNumber: string,
  number: string,
  headers: Record<string, string>,
  format = 'jwt',
) =>
  get(
    `/api/dashboard/student/${registrationNumber}/credentials/${number}?format=${format}`,
    headers,
  );

/** The status list entry of a credential, as a verifier reads it from the published list. */
async function publishedStatus(verified: Record<string, unknown>) {
  const credential = verified as {
    credentialStatus: { statusListCredential: string; statusListIndex: string };
  };
  const url = new URL(credential.credentialStatus.statusListCredential);
  expect(url.origin).toBe(PUBLIC_URL);
  const response = await fetch(`${origin}${url.pathname}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/vc+jwt');
  const { payload } = await verifyIndependently(await response.text());
  expect(payload.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(payload.credentialSubject.statusPurpose).toBe('revocation');
  const list = await decodeList({ encodedList: payload.credentialSubject.encodedList });
  expect(list.length).toBeGreaterThanOrEqual(131072);
  return list.getStatus(Number(credential.credentialStatus.statusListIndex)) as boolean;
}

describe('a credential issued on printing', () => {
  it('is an Open Badges 3.0 credential signed with the key did:web publishes', async () => {
    const student = await studentWithResult();
    const certificate = await print(student.registrationNumber);
    const response = await download(student.registrationNumber, certificate.number, student.own);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vc+jwt');
    expect(response.headers['content-disposition']).toContain(
      `${certificate.number}-credential.jwt`,
    );
    const jwt = response.body;

    const verified = await verifyIndependently(jwt);
    expect(verified.issuer).toBe(ISSUER);
    expect(verified.signer.id).toBe(`${ISSUER}#key-1`);
    const credential = verified.payload;
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({ id: ISSUER, type: ['Profile'] });
    expect(credential.issuer.name).toContain('RV Institute');
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ identityType: 'name', identityHash: 'Ravi Kumar' }),
        expect.objectContaining({ identityType: 'identifier', identityHash: certificate.number }),
      ]),
    );
    expect(subject.achievement.type).toEqual(['Achievement']);
    // What the printed certificate says.
    expect(subject.achievement.name).toBe(certificate.courseName);
    expect(subject.achievement.specialization).toBe(certificate.courseOption);
    expect(subject.source.name).toBe(certificate.centreName);
    expect(subject.result.map((item: { value: string }) => item.value)).toEqual(['A', '82%']);
    expect(subject.activityStartDate).toBe('2026-01-05T00:00:00Z');
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
    });
    expect(await publishedStatus(credential)).toBe(false);

    // The same key as a JWK Set, for verifiers without DIDs.
    const jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`));
    const { protectedHeader } = await jwtVerify(jwt, jwks, { issuer: ISSUER });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', kid: `${ISSUER}#key-1` });

    // Our own check (the /verify page's) says the same.
    const check = await post('/api/credentials/check', {}, { credential: jwt });
    expect(check.json()).toMatchObject({
      valid: true,
      signature: 'valid',
      status: 'valid',
      achievement: { certificateNumber: certificate.number, holderName: 'Ravi Kumar', grade: 'A' },
    });
  });

  it("conforms to 1EdTech's official Open Badges 3.0 JSON schema", async () => {
    const student = await studentWithResult();
    const certificate = await print(student.registrationNumber);
    const jwt = (await download(student.registrationNumber, certificate.number, student.own)).body;
    const credential = decodeJwt(jwt);
    expect(openBadgesSchemaErrors(credential)).toEqual([]);
    const subject = credential.credentialSubject as {
      identifier: { identityType: string }[];
      source: { id?: string };
    };
    // The registration number under an identity type the specification defines.
    expect(subject.identifier).toContainEqual({
      type: 'IdentityObject',
      identityType: 'ext:RegistrationNumber',
      hashed: false,
      identityHash: student.registrationNumber,
    });
    // The centre, a Profile, has the id the schema requires: one id per centre.
    expect(subject.source).toMatchObject({ type: ['Profile'], name: certificate.centreName });
    expect(subject.source.id).toMatch(/^urn:uuid:[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
    const classmate = await studentWithResult();
    const theirs = await print(classmate.registrationNumber);
    const theirJwt = (await download(classmate.registrationNumber, theirs.number, classmate.own))
      .body;
    expect(decodeJwt(theirJwt)).toMatchObject({
      credentialSubject: { source: { id: subject.source.id } },
    });

    // The schema is not a formality: what we issued before is refused.
    const before = structuredClone(credential);
    const beforeSubject = before.credentialSubject as typeof subject;
    beforeSubject.identifier[1]!.identityType = 'studentId';
    delete beforeSubject.source.id;
    expect(openBadgesSchemaErrors(before)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/credentialSubject\/identifier\/1\/identityType /),
        expect.stringMatching(/^\/credentialSubject\/source must have required property 'id'/),
      ]),
    );
  });

  it('downloads as enveloped JSON and as an SVG badge with the credential baked in', async () => {
    const student = await studentWithResult();
    const { number } = await print(student.registrationNumber);
    const jwt = (await download(student.registrationNumber, number, student.own)).body;

    const json = await download(student.registrationNumber, number, student.own, 'json');
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json()).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `data:application/vc+jwt,${jwt}`,
      type: 'EnvelopedVerifiableCredential',
    });

    const svg = await download(student.registrationNumber, number, student.own, 'svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // Open Badges 3.0 baking: the JWT is the text of openbadges:credential in its namespace.
    expect(svg.body).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    const baked = /<openbadges:credential>([^<]+)<\/openbadges:credential>/.exec(svg.body)?.[1];
    expect(baked).toBe(jwt);
    await expect(verifyIndependently(baked!)).resolves.toBeTruthy();
    // Whoever is given the badge can check it on our verify page.
    expect(
      (await post('/api/credentials/check', {}, { credential: svg.body })).json(),
    ).toMatchObject({ valid: true });
  });

  it('fails verification once tampered with', async () => {
    const student = await studentWithResult();
    const { number } = await print(student.registrationNumber);
    const jwt = (await download(student.registrationNumber, number, student.own)).body;
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    claims.credentialSubject.result[0].value = 'A+';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');

    await expect(verifyIndependently(tampered)).rejects.toThrow(/invalid_signature/);
    const jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`));
    await expect(jwtVerify(tampered, jwks)).rejects.toThrow(/signature verification failed/);
    const check = await post('/api/credentials/check', {}, { credential: tampered });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      valid: false,
      signature: 'invalid',
      message: 'The signature does not match: the credential was changed after it was signed.',
      achievement: null,
    });
  });

  it('is revoked in the published status list when its certificate is revoked', async () => {
    const student = await studentWithResult();
    const { number, verificationCode } = await print(student.registrationNumber);
    const jwt = (await download(student.registrationNumber, number, student.own)).body;
    const { payload } = await verifyIndependently(jwt);
    expect(await publishedStatus(payload)).toBe(false);

    const revoked = await post(`${BASE}/${number}/revoke`, head, { reason: 'Issued in error' });
    expect(revoked.statusCode).toBe(200);
    // The signature still holds; the status list now says revoked.
    expect(await publishedStatus(payload)).toBe(true);
    const check = await get(`/api/credentials/${number}/check?code=${verificationCode}`);
    expect(check.json()).toMatchObject({ valid: false, signature: 'valid', status: 'revoked' });
  });

  it('is revoked when a duplicate replaces its certificate; the new one is valid', async () => {
    const student = await studentWithResult();
    const first = await print(student.registrationNumber);
    const second = await print(student.registrationNumber, {
      kind: 'duplicate',
      reason: 'Original lost',
      replacesNumber: first.number,
    });
    const credentialOf = async (number: string) =>
      (
        await verifyIndependently(
          (await download(student.registrationNumber, number, student.own)).body,
        )
      ).payload;
    expect(await publishedStatus(await credentialOf(first.number))).toBe(true);
    expect(await publishedStatus(await credentialOf(second.number))).toBe(false);
  });
});

describe('keys', () => {
  it('are stored sealed; rotation signs with a new key and old credentials still verify', async () => {
    const stored = await t.app.db.selectFrom('credential_keys').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) {
      expect(key.private_key_encrypted).not.toContain('PRIVATE KEY');
      expect(key.private_key_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }

    const student = await studentWithResult();
    const old = await print(student.registrationNumber);
    const oldJwt = (await download(student.registrationNumber, old.number, student.own)).body;

    expect((await post('/api/dashboard/credentials/keys/rotate', staff)).statusCode).toBe(403);
    const rotated = await post('/api/dashboard/credentials/keys/rotate', head);
    expect(rotated.statusCode).toBe(200);
    const keys = rotated.json() as { keyId: string; active: boolean; retiredAt: string | null }[];
    expect(keys.at(-1)).toMatchObject({ active: true, retiredAt: null });
    expect(keys.filter((key) => key.active)).toHaveLength(1);
    const newKeyId = keys.at(-1)!.keyId;

    const didDocument = (await (
      await fetch(`${origin}/.well-known/did.json`)
    ).json()) as DIDDocument;
    expect(didDocument.verificationMethod!.map((method: { id: string }) => method.id)).toEqual(
      keys.map((key) => `${ISSUER}#${key.keyId}`),
    );

    const other = await studentWithResult();
    const fresh = await print(other.registrationNumber);
    const freshJwt = (await download(other.registrationNumber, fresh.number, other.own)).body;
    expect((await verifyIndependently(freshJwt)).signer.id).toBe(`${ISSUER}#${newKeyId}`);
    expect((await verifyIndependently(oldJwt)).signer.id).toBe(`${ISSUER}#key-1`);
  });
});

describe('a sealed key', () => {
  it('opens only with the CREDENTIALS_KEY it was sealed with, and says so', () => {
    const key = randomBytes(32);
    const sealed = sealPrivateKey('-----BEGIN PRIVATE KEY-----', 'key-1', key);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(openPrivateKey(sealed, 'key-1', key)).toBe('-----BEGIN PRIVATE KEY-----');
    expect(() => openPrivateKey(sealed, 'key-1', randomBytes(32))).toThrow(
      'Signing key key-1 cannot be opened with this CREDENTIALS_KEY (was it changed?).',
    );
    // Moved to another key's row, it does not open either (the key id is authenticated).
    expect(() => openPrivateKey(sealed, 'key-2', key)).toThrow(/cannot be opened/);
  });
});

describe('access', () => {
  it('downloads for the student, staff of the centre and head office only; shares by code', async () => {
    const student = await studentWithResult();
    const { number, verificationCode } = await print(student.registrationNumber);
    const reg = student.registrationNumber;
    const list = await get(`/api/dashboard/student/${reg}/credentials`, student.own);
    expect(list.json()).toEqual([
      expect.objectContaining({
        number,
        certificateStatus: 'valid',
        verifyPath: `/verify/${number}?code=${verificationCode}`,
      }),
    ]);
    // Another centre's student is not found, as a number nobody has (issue 32).
    expect((await get(`/api/dashboard/student/${reg}/credentials`, otherStaff)).statusCode).toBe(
      404,
    );
    expect((await download(reg, number, staff)).statusCode).toBe(200);
    expect((await download(reg, number, head)).statusCode).toBe(200);
    expect((await download(reg, number, otherStaff)).statusCode).toBe(404);
    const stranger = await studentWithResult();
    expect((await download(reg, number, stranger.own)).statusCode).toBe(403);
    expect((await download(reg, number, {})).statusCode).toBe(401);
    expect((await download(reg, 'RVC2026999999', student.own)).json().message).toBe(
      'This certificate has no digital credential.',
    );
    expect((await download(reg, number, student.own, 'pdf')).statusCode).toBe(400);

    // The link the student shares holds the verification code.
    const shared = await get(`/api/credentials/${number}?code=${verificationCode}`);
    expect(shared.statusCode).toBe(200);
    await expect(verifyIndependently(shared.body)).resolves.toBeTruthy();
    expect((await get(`/api/credentials/${number}`)).statusCode).toBe(404);
    expect((await get(`/api/credentials/${number}?code=AAAAA-AAAAA`)).statusCode).toBe(404);
  });

  it('answers unreadable input with a message, not an error', async () => {
    for (const credential of ['', 'hello', '{"a":1}', '<svg></svg>']) {
      const response = await post('/api/credentials/check', {}, { credential });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not a credential we can read/);
    }
  });
});

describe('the printed certificate', () => {
  /** The PDF of a certificate, written to a temporary directory for poppler's tools. */
  const withPdf = async <T>(certificateNumber: string, read: (file: string) => T): Promise<T> => {
    const pdf = await get(`${BASE}/${certificateNumber}/pdf`, head);
    expect(pdf.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
    try {
      fs.writeFileSync(path.join(dir, 'c.pdf'), pdf.rawPayload);
      return read(path.join(dir, 'c.pdf'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  /** The images poppler finds in a PDF: page, num, type, width, height, colour, comp, bpc, enc. */
  const imagesIn = (certificateNumber: string) =>
    withPdf(certificateNumber, (file) =>
      execFileSync('pdfimages', ['-list', file])
        .toString('utf8')
        .trim()
        .split('\n')
        .slice(2)
        .map((line) => line.trim().split(/\s+/).slice(0, 9)),
    );
  const printedWithPhoto = async (
    size: { width: number; height: number },
    format: 'jpeg' | 'webp',
  ) => {
    const student = await studentWithResult();
    const stored = await giveStudentPhoto(
      t.app,
      student,
      centreId,
      { ...size, background: '#a33' },
      format,
    );
    return { stored, number: (await print(student.registrationNumber)).number };
  };

  it("carries the student's photo: a JPEG as it is stored, a larger one shrunk to 300 x 375", async () => {
    const small = await printedWithPhoto({ width: 80, height: 100 }, 'jpeg');
    expect(await imagesIn(small.number)).toEqual([
      ['1', '0', 'image', '80', '100', 'rgb', '3', '8', 'jpeg'],
    ]);
    // The very bytes of the stored JPEG (no decoding, no re-encoding).
    const extracted = await withPdf(small.number, (file) => {
      execFileSync('pdfimages', ['-j', file, path.join(path.dirname(file), 'img')]);
      return fs.readFileSync(path.join(path.dirname(file), 'img-000.jpg'));
    });
    expect(extracted.equals(small.stored)).toBe(true);

    const large = await printedWithPhoto({ width: 1200, height: 1500 }, 'jpeg');
    expect(await imagesIn(large.number)).toEqual([
      ['1', '0', 'image', '300', '375', 'rgb', '3', '8', 'jpeg'],
    ]);
    const without = await print((await studentWithResult()).registrationNumber);
    expect(await imagesIn(without.number)).toHaveLength(0);
  });

  it('carries a photo stored as WebP before uploads became JPEG (converted to PNG)', async () => {
    const { number } = await printedWithPhoto({ width: 80, height: 100 }, 'webp');
    expect(await imagesIn(number)).toEqual([
      ['1', '0', 'image', '80', '100', 'rgb', '3', '8', 'image'],
    ]);
  });
});

describe('without CREDENTIALS_KEY', () => {
  it('prints certificates without credentials and publishes no keys', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/.well-known/did.json' })).json().message).toBe(
        'Digital credentials are not issued on this site.',
      );
      expect((await plain.app.inject({ url: '/.well-known/did.json' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
