// Applications to open a centre (issue 38 point 1, decision 0080): the public form (fields and
// files checked, limited per client like the enquiry form), head office's review (checklist, asking
// for more with the applicant's link, refusing with a reason) and the approval, exactly once,
// that creates the centre, its affiliation and its manager's account with a one-time link to set
// a password. Runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff, staffOf, type Headers } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { multipart, pdfDocument, pngImage } from './helpers/multipart';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

let smtp: TestSmtpServer;

let t: TestApp;
let head: Headers;
let png: Buffer;
let courseCodes: string[];
let client = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'no-reply@institute.test',
    PUBLIC_URL: 'https://institute.test/',
  });
  head = await signInHeadOffice(t.app);
  png = await pngImage(80, 60);
  courseCodes = (await t.app.db.selectFrom('courses').select('code').orderBy('code').execute()).map(
    (row) => row.code,
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let serial = 0;
function fields(overrides: Record<string, string> = {}) {
  serial += 1;
  return {
    centreName: `Sunrise Computer Academy ${serial}`,
    ownerName: 'Ramesh Kumar',
    email: `owner${serial}.${Date.now()}@example.com`,
    phone: '98765 43210',
    address: 'Shop 4, Station Road, near the bus stand',
    district: 'Gaya',
    state: 'Bihar',
    courses: courseCodes.slice(0, 2).join(','),
    ...overrides,
  };
}

function files(except: string[] = []) {
  const all: Record<string, { data: Buffer; filename: string; type?: string }> = {
    photo1: { data: png, filename: 'front.png', type: 'image/png' },
    idProof: { data: pdfDocument(), filename: 'id.pdf', type: 'application/pdf' },
    addressProof: { data: png, filename: 'bill.png', type: 'image/png' },
    tradeLicence: { data: pdfDocument(), filename: 'licence.pdf', type: 'application/pdf' },
    photo2: { data: png, filename: 'inside.png', type: 'image/png' },
    photo3: { data: png, filename: 'board.png', type: 'image/png' },
  };
  for (const name of except) delete all[name];
  return all;
}

async function apply(
  values = fields(),
  uploads = files(),
  remoteAddress = `10.1.0.${(client += 1)}`,
) {
  const body = multipart(values, uploads);
  return t.app.inject({
    method: 'POST',
    url: '/api/centre-applications',
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

/** The text of the latest e-mail to `address` whose subject has `subject`, once it arrived. */
async function mailTo(address: string, subject: string): Promise<string> {
  // What a kick did not send (it was busy with an earlier message) the job sends: do as it does.
  await t.app.notifications.deliverDue();
  for (let tries = 0; tries < 100; tries++) {
    const mail = smtp.messages
      .filter(
        (m) => m.to && 'text' in m.to && m.to.text === address && m.subject?.includes(subject),
      )
      .at(-1);
    if (mail) return mail.text ?? '';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail "${subject}" to ${address}`);
}

const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)?.[1];

const review = (id: number, path: string, payload: object, headers = head) =>
  t.app.inject({
    method: path === 'checklist' ? 'PUT' : 'POST',
    url: `/api/dashboard/centre-applications/${id}/${path}`,
    headers,
    payload,
  });

const ALL_TICKED = {
  checklist: { identity: true, address: true, premises: true, licence: true, courses: true },
};

describe('the public form', () => {
  it('takes an application with its photos and documents and tells the applicant', async () => {
    const values = fields();
    const response = await apply(values);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/application has been received/);
    const id = response.json().id as number;
    const detail = await t.app.inject({
      url: `/api/dashboard/centre-applications/${id}`,
      headers: head,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'submitted',
      centreName: values.centreName,
      phone: '9876543210',
      district: 'Gaya',
      state: 'Bihar',
      courses: courseCodes.slice(0, 2).map((code) => expect.objectContaining({ code })),
    });
    expect(detail.json().files.map((f: { field: string }) => f.field)).toEqual([
      'photo1',
      'photo2',
      'photo3',
      'idProof',
      'addressProof',
      'tradeLicence',
    ]);
    const photo = await t.app.inject({ url: detail.json().files[0].url, headers: head });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toBe('inline; filename="photo1.jpg"');
    const mail = await mailTo(values.email, 'was received');
    expect(mail).toContain(`Thank you for applying to open the centre ${values.centreName}`);
  });

  it('says what is missing or wrong, naming the field', async () => {
    const noName = await apply(fields({ ownerName: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors.ownerName).toEqual(["Owner's name is required"]);
    const noCourse = await apply(fields({ courses: ' , ' }));
    expect(noCourse.json().fieldErrors.courses).toEqual(['Choose at least one course']);
    const unknown = await apply(fields({ courses: 'NOSUCHCOURSE' }));
    expect(unknown.json().message).toBe('There is no course NOSUCHCOURSE');
    const noPhoto = await apply(fields(), files(['photo1', 'photo2', 'photo3']));
    expect(noPhoto.json().message).toBe('Add at least one photo of the premises');
    const noLicence = await apply(fields(), files(['tradeLicence']));
    expect(noLicence.json().message).toBe('Trade licence is required');
  });

  it('checks files by their content, like every upload', async () => {
    const fake = files();
    fake.photo1 = {
      data: Buffer.from('not an image at all'),
      filename: 'x.png',
      type: 'image/png',
    };
    const response = await apply(fields(), fake);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.photo1).toEqual([
      'Photo of the premises must be an image (JPEG, PNG or WebP)',
    ]);
    const pdfPhoto = files();
    pdfPhoto.photo1 = { data: pdfDocument(), filename: 'x.pdf', type: 'application/pdf' };
    expect((await apply(fields(), pdfPhoto)).statusCode).toBe(400);
  });

  it('limits each client to 10 applications in 10 minutes', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await apply(fields({ ownerName: '' }), files(), '10.2.0.1');
      expect(response.statusCode).toBe(400);
    }
    const limited = await apply(fields(), files(), '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect((await apply(fields(), files(), '10.2.0.2')).statusCode).toBe(201);
  });
});

describe("head office's review", () => {
  it('is for head office only: centre staff and teachers get 403, strangers 401', async () => {
    const id = (await apply()).json().id as number;
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    const teacher = await signInStaff(
      t.app,
      await createUser(t.app, { role: 'teacher', centreId }),
    );
    for (const headers of [staff, teacher]) {
      expect(
        (await t.app.inject({ url: '/api/dashboard/centre-applications', headers })).statusCode,
      ).toBe(403);
      expect((await review(id, 'approve', { code: 'ZZ1' }, headers)).statusCode).toBe(403);
      expect((await review(id, 'checklist', ALL_TICKED, headers)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ url: `/api/dashboard/centre-applications/${id}` })).statusCode,
    ).toBe(401);
    const list = await t.app.inject({ url: '/api/dashboard/centre-applications', headers: head });
    expect(list.json().some((item: { id: number }) => item.id === id)).toBe(true);
  });

  it('asks for more; the applicant adds it once with the link; then it is reviewed again', async () => {
    const values = fields();
    const id = (await apply(values)).json().id as number;
    const asked = await review(id, 'request-more', { message: 'Send a clearer trade licence.' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().status).toBe('more_requested');
    const mail = await mailTo(values.email, 'needs more');
    expect(mail).toContain('Send a clearer trade licence.');
    expect(mail).toContain('https://institute.test/become-a-centre/more#token=');
    const token = tokenIn(mail);
    expect(token).toBeTruthy();

    const view = await t.app.inject({
      method: 'POST',
      url: '/api/centre-applications/more/view',
      payload: { token },
      remoteAddress: '10.3.0.1',
    });
    expect(view.json()).toEqual({
      centreName: values.centreName,
      message: 'Send a clearer trade licence.',
    });

    const send = (remoteAddress: string) => {
      const body = multipart(
        { token: token!, note: 'Here is the new licence.' },
        { tradeLicence: { data: png, filename: 'licence.png', type: 'image/png' } },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/centre-applications/more',
        payload: body.payload,
        headers: body.headers,
        remoteAddress,
      });
    };
    const added = await send('10.3.0.2');
    expect(added.statusCode).toBe(200);
    const again = await send('10.3.0.3');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This link is not valid any more. Ask head office for a new one.',
    );

    const detail = (
      await t.app.inject({ url: `/api/dashboard/centre-applications/${id}`, headers: head })
    ).json();
    expect(detail.status).toBe('submitted');
    expect(detail.applicantNote).toBe('Here is the new licence.');
    expect(
      detail.files.find((f: { field: string }) => f.field === 'tradeLicence').contentType,
    ).toBe('image/jpeg');
  });

  it('refuses with a reason; a refused application cannot be approved', async () => {
    const values = fields();
    const id = (await apply(values)).json().id as number;
    expect((await review(id, 'refuse', { reason: '' })).json().fieldErrors).toBeDefined();
    const refused = await review(id, 'refuse', { reason: 'The premises are too small.' });
    expect(refused.json()).toMatchObject({
      status: 'refused',
      staffMessage: 'The premises are too small.',
    });
    expect(await mailTo(values.email, 'was not approved')).toContain('The premises are too small.');
    await review(id, 'checklist', ALL_TICKED);
    const approve = await review(id, 'approve', { code: 'REFUSED1' });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This application has already been decided');
  });

  it('approves only once the checklist is complete; a taken code leaves it pending', async () => {
    const id = (await apply()).json().id as number;
    // Items are ticked one at a time, as on the screen.
    await review(id, 'checklist', { checklist: { identity: true } });
    const early = await review(id, 'approve', { code: 'NEWC1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Tick every item of the checklist before approving');
    await review(id, 'checklist', ALL_TICKED);
    const taken = await t.app.db.selectFrom('centres').select('code').executeTakeFirstOrThrow();
    const clash = await review(id, 'approve', { code: taken.code });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors.code).toEqual(['A centre with this code already exists']);
    const detail = await t.app.inject({
      url: `/api/dashboard/centre-applications/${id}`,
      headers: head,
    });
    expect(detail.json().status).toBe('submitted');
    expect((await review(id, 'approve', { code: 'bad code' })).statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('creates the centre, its affiliation for the courses applied for and a manager who sets a password from a one-time link', async () => {
    const values = fields({ courses: courseCodes[0]! });
    const id = (await apply(values)).json().id as number;
    await review(id, 'checklist', ALL_TICKED);
    const approved = await review(id, 'approve', { code: `GA${serial}` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', centreCode: `GA${serial}` });
    const centreId = approved.json().centreId as number;

    const centre = await t.app.inject({
      url: `/api/dashboard/centre-admin/centres/${centreId}`,
      headers: head,
    });
    expect(centre.json()).toMatchObject({
      code: `GA${serial}`,
      name: values.centreName,
      district: 'Gaya',
      state: 'Bihar',
      status: 'active',
    });
    const affiliation = await t.app.inject({
      url: `/api/dashboard/affiliations/${centreId}`,
      headers: head,
    });
    expect(affiliation.json()).toMatchObject({ status: 'active', allCourses: false });
    expect(affiliation.json().courses.map((c: { code: string }) => c.code)).toEqual([
      courseCodes[0],
    ]);

    // No password works until the manager chooses one from the link.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: values.email, password: 'anything-at-all-1' },
    });
    expect(before.statusCode).toBe(401);
    const mail = await mailTo(values.email, `Your centre GA${serial} is approved`);
    expect(mail).toContain(`Your manager account is ${values.email}`);
    expect(mail).toContain('https://institute.test/reset-password#token=');
    const token = tokenIn(mail);
    expect(token).toBeTruthy();
    const confirm = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, newPassword },
      });
    const set = await confirm('Manager-pass-2026');
    expect(set.statusCode).toBe(200);
    expect(set.json().signIn).toBe('/admin');
    expect((await confirm('Another-pass-2026')).statusCode).toBe(400);

    const manager = await signInStaff(t.app, {
      email: values.email,
      password: 'Manager-pass-2026',
    });
    const own = await t.app.inject({
      url: `/api/dashboard/centre-admin/centres/${centreId}`,
      headers: manager,
    });
    expect(own.statusCode).toBe(200);
    const reviewList = await t.app.inject({
      url: '/api/dashboard/centre-applications',
      headers: manager,
    });
    expect(reviewList.statusCode).toBe(403);
  });

  it('refuses a manager e-mail that has an account already, creating nothing', async () => {
    const existing = await createUser(t.app, { role: 'student' });
    const id = (await apply(fields({ email: existing.email }))).json().id as number;
    await review(id, 'checklist', ALL_TICKED);
    const response = await review(id, 'approve', { code: `DUP${serial}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors.email).toBeDefined();
    const centre = await t.app.db
      .selectFrom('centres')
      .select('id')
      .where('code', '=', `DUP${serial}`)
      .executeTakeFirst();
    expect(centre).toBeUndefined();
  });

  it('50 approvals at once create one centre, one manager and one message', async () => {
    const values = fields();
    const id = (await apply(values)).json().id as number;
    await review(id, 'checklist', ALL_TICKED);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => review(id, 'approve', { code: `RACE${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const centres = await t.app.db
      .selectFrom('centres')
      .select('code')
      .where('code', 'like', 'RACE%')
      .execute();
    expect(centres).toHaveLength(1);
    const managers = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', values.email)
      .execute();
    expect(managers).toHaveLength(1);
    const mails = await t.app.db
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'centre-application-approved')
      .where('recipient', '=', values.email)
      .where('channel', '=', 'email')
      .execute();
    expect(mails).toHaveLength(1);
  }, 60_000);
});
