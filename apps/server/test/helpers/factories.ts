import { createFeePlan } from '../../src/modules/accounts/fee-plans';
import type { FastifyInstance } from 'fastify';
import { nextRegistrationNumber } from '../../src/modules/students/registration-number';
import { hashPassword } from '../../src/lib/password';
import { nowIso } from '../../src/lib/time';
import { seedOpenAffiliation } from '../../src/db/seed';
import type { Role } from '@institute/shared/roles';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createCentre(
  app: FastifyInstance,
  values: { status?: 'active' | 'suspended' } = {},
): Promise<number> {
  const now = nowIso();
  const code = `C${unique()}`.slice(0, 20).toUpperCase();
  const row = await app.db
    .insertInto('centres')
    .values({
      code,
      name: `Centre ${code}`,
      address: 'Main Road, Patna',
      phone: '9000000000',
      email: null,
      status: values.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An open affiliation, as every centre has one (decision 0072), made as the seed makes it; then
  // widened to cover any day a test's clock is set to (tests of dates run at fixed moments, and
  // the suite on any later day), as a test of something else needs a centre that may admit.
  await seedOpenAffiliation(app.db, row.id, now);
  await app.db
    .updateTable('affiliations')
    .set({ valid_from: '2000-01-01', valid_until: '2099-12-31' })
    .where('centre_id', '=', row.id)
    .execute();
  return row.id;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  name: string;
}

export async function createUser(
  app: FastifyInstance,
  values: { role: Role; centreId?: number | null; status?: 'active' | 'disabled'; email?: string },
): Promise<TestUser> {
  const now = nowIso();
  const email = values.email ?? `${values.role}.${unique()}@example.com`;
  const password = 'a test password';
  const name = `Test ${values.role}`;
  const row = await app.db
    .insertInto('users')
    .values({
      email,
      name,
      password_hash: await hashPassword(password),
      role: values.role,
      centre_id: values.centreId ?? null,
      status: values.status ?? 'active',
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password, name };
}

export async function createStudent(
  app: FastifyInstance,
  values: {
    centreId: number;
    userId?: number | null;
    email?: string | null;
    admissionDate?: string;
    /**
     * The fee plan admission makes from the course fee as it is now (default); false: none, as
     * a student written before plans were kept (decision 0055).
     */
    feePlan?: boolean;
  },
): Promise<{ id: number; registrationNumber: string }> {
  const now = nowIso();
  const registrationNumber = await nextRegistrationNumber(app.db, 2026);
  const row = await app.db
    .insertInto('students')
    .values({
      registration_number: registrationNumber,
      centre_id: values.centreId,
      user_id: values.userId ?? null,
      firstname: 'Ravi',
      lastname: 'Kumar',
      dob: '2003-01-15',
      email: values.email ?? null,
      state: 'Bihar',
      district: 'Gaya',
      course: '8',
      course_option: 'RV01001',
      mothername: 'Meena Devi',
      fathername: 'Suresh Kumar',
      qualification: '10th Pass',
      contactno: '9876543210',
      guardiancontact: '9876543211',
      adhar: '234123412346',
      gender: 'Male',
      category: 'General',
      religion: 'Hindu',
      maritalstatus: 'Single',
      address: 'Station Road, Gaya',
      presentaddress: 'Station Road, Gaya',
      photo_file_id: null,
      signature_file_id: null,
      marksheet_file_id: null,
      admission_date: values.admissionDate ?? '2026-11-01',
      archived_at: null,
      archived_by: null,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.feePlan !== false) {
    await createFeePlan(app.db, {
      id: row.id,
      centreId: values.centreId,
      courseCode: '8',
      admissionDate: values.admissionDate ?? '2026-11-01',
      createdBy: null,
    });
  }
  return { id: row.id, registrationNumber };
}

/** Signs in through the API; answers the cookie header and the token. */
export async function signIn(
  app: FastifyInstance,
  path: '/api/login' | '/api/admin/login',
  body: Record<string, string>,
): Promise<{ cookie: string; token: string; body: Record<string, unknown> }> {
  const response = await app.inject({ method: 'POST', url: path, payload: body });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const setCookie = String(response.headers['set-cookie']);
  return {
    cookie: setCookie.split(';')[0]!,
    token: response.json().token,
    body: response.json(),
  };
}

/**
 * Stores a photo and makes it the student's photo: a JPEG as an upload stores it (decision 0094),
 * or a WebP as uploads were stored before. Returns the stored bytes.
 */
export async function giveStudentPhoto(
  app: FastifyInstance,
  student: { id: number; registrationNumber: string },
  centreId: number,
  size: { width: number; height: number; background: string },
  format: 'jpeg' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const created = sharp({ create: { ...size, channels: 3 } });
  const image = await (
    format === 'jpeg' ? created.jpeg({ quality: 82, mozjpeg: false }) : created.webp()
  ).toBuffer();
  const extension = format === 'jpeg' ? 'jpg' : 'webp';
  const key = `test/${student.registrationNumber}.${extension}`;
  await app.storage.put(key, image);
  const file = await app.db
    .insertInto('files')
    .values({
      storage_key: key,
      original_name: `photo.${extension}`,
      content_type: `image/${format}`,
      size: image.length,
      sha256: 'x'.repeat(64),
      centre_id: centreId,
      created_by: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('students')
    .set({ photo_file_id: file.id })
    .where('id', '=', student.id)
    .execute();
  return image;
}
