// The signed-in people of the server's tests: head office, a centre's staff, a student, an applicant.
// Each answers the headers its requests carry (a bearer token); requests with a session cookie
// instead use signIn() of factories.ts, which answers both.
import type { FastifyInstance } from 'fastify';
import { createUser, signIn, type TestUser } from './factories';
import { TEST_ADMIN } from './template-database';

export type Headers = Record<string, string>;

interface Credentials {
  email: string;
  password: string;
}

/** The header of a request signed in with `token`. */
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** Signs head office or a centre's staff member in at the dashboard's door (/api/admin/login). */
export async function signInStaff(app: FastifyInstance, user: Credentials): Promise<Headers> {
  const { token } = await signIn(app, '/api/admin/login', {
    email: user.email,
    password: user.password,
  });
  return bearer(token);
}

/** Signs a student or an applicant (a registered user) in at the website's door (/api/login). */
export async function signInUser(app: FastifyInstance, user: Credentials): Promise<Headers> {
  const { token } = await signIn(app, '/api/login', { email: user.email, password: user.password });
  return bearer(token);
}

/** Head office: the administrator every test database is seeded with. */
export const signInHeadOffice = (app: FastifyInstance): Promise<Headers> =>
  signInStaff(app, TEST_ADMIN);

/** A new staff member of the centre, signed in. */
export async function staffOf(app: FastifyInstance, centreId: number): Promise<Headers> {
  return signInStaff(app, await createUser(app, { role: 'centre_staff', centreId }));
}

/** A new user of the website (a student's account, or an applicant's), signed in. */
export async function newSiteUser(
  app: FastifyInstance,
  role: 'student' | 'registered',
): Promise<TestUser & { headers: Headers }> {
  const user = await createUser(app, { role });
  return { ...user, headers: await signInUser(app, user) };
}
