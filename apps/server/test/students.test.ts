import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff, signInUser } from './helpers/actors';
import { createCentre, createStudent, createUser, giveStudentPhoto } from './helpers/factories';
import { freshAadhaar, multipart, pdfDocument, pngImage, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let head: Record<string, string>;
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  const other = await createUser(t.app, {
    role: 'centre_staff',
    centreId: await createCentre(t.app),
  });
  staff = await signInStaff(t.app, user);
  otherStaff = await signInStaff(t.app, other);
  head = await signInHeadOffice(t.app);
});
afterAll(() => t.close());

async function addStudent(
  fields: Record<string, string> = studentFields(),
  files: Parameters<typeof multipart>[1] = {},
  headers = staff,
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const storedFiles = () => {
  const dir = path.join(t.database.env.DATA_DIR!, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((entry) => String(entry).includes('.'))
    : [];
};

describe('POST /api/dashboard/AddStudent', () => {
  it('adds a student with photo, signature and marksheet, and assigns the registration number', async () => {
    const png = await pngImage(2400, 1800);
    const response = await addStudent(studentFields({ adhar: '2341 2341 2346' }), {
      photo: { data: png, filename: 'photo.png', type: 'image/png' },
      signature: { data: await pngImage(300, 100), filename: 'sign.png' },
      marksheet: { data: pdfDocument(), filename: 'marks.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.registrationNumber).toMatch(/^RV\d{4}\d{6}$/);
    expect(record).toMatchObject({
      firstname: 'Sunita',
      course: '8',
      courseName: '1-Month Certificate Course',
      courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
      contactno: '9876501234',
      guardiancontact: '9876501235',
      adhar: '234123412346',
      centre: { id: centreId },
      completionStatus: 'In Progress',
    });
    expect(record.photo).toMatch(
      new RegExp(`^/api/dashboard/AddStudent/${record.registrationNumber}/files/photo\\?v=\\d+$`),
    );

    const photo = await t.app.inject({ method: 'GET', url: record.photo, headers: staff });
    expect(photo.statusCode).toBe(200);
    // Stored as baseline JPEG (decision 0094) within 1600 px, without metadata.
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toBe('inline; filename="photo.jpg"');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', isProgressive: false, width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    const marksheet = await t.app.inject({ method: 'GET', url: record.marksheet, headers: staff });
    expect(marksheet.headers['content-type']).toBe('application/pdf');
    expect(marksheet.headers['content-disposition']).toBe('inline; filename="marksheet.pdf"');
    expect((await t.app.inject({ method: 'GET', url: record.photo })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: record.photo, headers: otherStaff })).statusCode,
    ).toBe(404);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'student')
      .execute();
    expect(
      audit.some((entry) => entry.action === 'create' && entry.entity_id === String(record.id)),
    ).toBe(true);
  });

  it('names every missing required field in the specification’s set, and accepts no email', async () => {
    const response = await addStudent({});
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'firstname',
        'lastname',
        'dob',
        'state',
        'district',
        'course',
        'courseOption',
        'mothername',
        'fathername',
        'qualification',
        'contactno',
        'guardiancontact',
        'adhar',
        'gender',
        'category',
        'religion',
        'maritalstatus',
        'address',
        'presentaddress',
      ].sort(),
    );
    expect(fieldErrors.firstname).toEqual(['First Name is required']);
    const withoutEmail = studentFields();
    delete withoutEmail.email;
    expect((await addStudent(withoutEmail)).statusCode).toBe(201);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ adhar: '234123412345' }, 'adhar', 'The last digit does not match: check the number'],
    [{ adhar: '123412341234' }, 'adhar', 'Enter a valid 12-digit Aadhaar number'],
    [{ contactno: '12345' }, 'contactno', 'Enter a valid 10-digit mobile number'],
    [
      { courseOption: 'CERTIFICATE IN HINDI TYPING(RV03006)' },
      'courseOption',
      'Choose a course option of the selected course',
    ],
    [{ dob: '2099-01-01' }, 'dob', 'Enter a valid date of birth'],
    [{ gender: 'Unknown' }, 'gender', 'Choose one of the listed values'],
  ])('refuses %o', async (override, field, message) => {
    const response = await addStudent(studentFields(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });

  it('judges files by their content: a text file named .png is not a photo; a PDF is not a signature', async () => {
    const fake = await addStudent(studentFields(), {
      photo: {
        data: Buffer.from('just some text, not an image'),
        filename: 'photo.png',
        type: 'image/png',
      },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors.photo).toEqual(['Photo must be an image (JPEG, PNG or WebP)']);
    const pdf = await addStudent(studentFields(), {
      signature: { data: pdfDocument(), filename: 's.png' },
    });
    expect(pdf.json().fieldErrors.signature).toEqual([
      'Signature must be an image (JPEG, PNG or WebP)',
    ]);
  });

  it('stores a transparent PNG as a JPEG on white, without an alpha channel', async () => {
    // Left half transparent, right half opaque red.
    const pixels = Buffer.alloc(40 * 20 * 4);
    for (let y = 0; y < 20; y++) {
      for (let x = 20; x < 40; x++) pixels.set([255, 0, 0, 255], (y * 40 + x) * 4);
    }
    const signature = await sharp(pixels, { raw: { width: 40, height: 20, channels: 4 } })
      .png()
      .toBuffer();
    expect((await sharp(signature).metadata()).hasAlpha).toBe(true);
    const record = (
      await addStudent(studentFields(), { signature: { data: signature, filename: 'sign.png' } })
    ).json();
    const stored = await t.app.inject({ method: 'GET', url: record.signature, headers: staff });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['content-disposition']).toBe('inline; filename="signature.jpg"');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', channels: 3, hasAlpha: false, width: 40 });
    const { data } = await sharp(stored.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3)];
    // The transparent part is white, the opaque part still red (JPEG's small error allowed).
    for (const value of at(5, 10)) expect(value).toBeGreaterThan(245);
    const [red, green, blue] = at(35, 10);
    expect(red).toBeGreaterThan(230);
    expect(Math.max(green!, blue!)).toBeLessThan(25);
  });

  it('turns a camera JPEG upright by its EXIF orientation and keeps none of its EXIF or GPS', async () => {
    const pixels = Buffer.alloc(300 * 200 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
    const camera = await sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(camera).metadata();
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF of the upload.
    expect(before.exif!.indexOf(Buffer.from([0x25, 0x88]))).toBeGreaterThan(0);
    const record = (
      await addStudent(studentFields(), { photo: { data: camera, filename: 'IMG_0001.jpg' } })
    ).json();
    const stored = await t.app.inject({ method: 'GET', url: record.photo, headers: staff });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(stored.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect([undefined, 1]).toContain(after.orientation);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.rawPayload.includes('PhoneCam')).toBe(false);
  });

  it('still serves a photo stored as WebP before uploads became JPEG, named .webp', async () => {
    const student = await createStudent(t.app, { centreId });
    const webp = await giveStudentPhoto(
      t.app,
      student,
      centreId,
      { width: 30, height: 40, background: '#336699' },
      'webp',
    );
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent/${student.registrationNumber}/files/photo`,
      headers: staff,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-disposition']).toBe('inline; filename="photo.webp"');
    expect(photo.rawPayload.equals(webp)).toBe(true);
  });

  it('refuses an image over 2 MB with 413 and a file over 5 MB likewise', async () => {
    const noise = Buffer.alloc(1200 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await addStudent(studentFields(), {
      photo: { data: big, filename: 'big.png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Photo must be at most 2 MB');
    const huge = await addStudent(studentFields(), {
      marksheet: {
        data: Buffer.concat([pdfDocument(), Buffer.alloc(6 * 1024 * 1024)]),
        filename: 'm.pdf',
      },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('leaves no file and no row behind when the save fails halfway', async () => {
    const filesBefore = storedFiles().length;
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('students')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const studentsBefore = await count();
    const stage = t.app.storage.stage;
    let calls = 0;
    t.app.storage.stage = async (key, data) => {
      if (++calls === 2) throw new Error('disk full');
      return stage(key, data);
    };
    try {
      const response = await addStudent(studentFields(), {
        photo: { data: await pngImage(), filename: 'p.png' },
        signature: { data: await pngImage(), filename: 's.png' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      t.app.storage.stage = stage;
    }
    expect(storedFiles().length).toBe(filesBefore);
    expect(await count()).toBe(studentsBefore);
  });

  it('gives unique registration numbers to concurrent adds', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        addStudent(studentFields({ firstname: `Concurrent${i}` }), {
          photo: { data: Buffer.alloc(0), filename: 'none.png' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => r.json().registrationNumber);
    expect(new Set(numbers).size).toBe(50);
  });
});

describe('GET /api/dashboard/AddStudent', () => {
  it('answers an array with the total in X-Total-Count, Aadhaar masked, for the staff’s own centre', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent?pageSize=5',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(5);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(20);
    expect(list[0].adhar).toMatch(/^XXXX XXXX \d{4}$/);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent',
      headers: otherStaff,
    });
    expect(other.json()).toEqual([]);
    expect(other.headers['x-total-count']).toBe('0');
  });

  it('searches by name prefix, registration number, Aadhaar and phone', async () => {
    const added = (
      await addStudent(
        studentFields({
          firstname: 'Zubair',
          lastname: 'Khanna',
          contactno: '9123456780',
          adhar: '999999999999',
        }),
      )
    ).json();
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/AddStudent?q=${encodeURIComponent(q)}`,
          headers: staff,
        })
      )
        .json()
        .map((s: { registrationNumber: string }) => s.registrationNumber);
    expect(added.registrationNumber).toBeDefined();
    expect(await search('zub')).toEqual([added.registrationNumber]);
    expect(await search('Khan')).toEqual([added.registrationNumber]);
    expect(await search('Zubair Kh')).toEqual([added.registrationNumber]);
    expect(await search(added.registrationNumber)).toEqual([added.registrationNumber]);
    expect(await search('+91 91234 56780')).toEqual([added.registrationNumber]);
    expect(await search('nobody-at-all')).toEqual([]);
  });

  it('finds a name by any part of it (three characters or more), Hindi names too', async () => {
    const zorawar = (
      await addStudent(studentFields({ firstname: 'Zorawar', lastname: 'Qureshiyan' }))
    ).json();
    const hindi = (
      await addStudent(studentFields({ firstname: 'सुनीता', lastname: 'कुशवाहा' }))
    ).json();
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/AddStudent?q=${encodeURIComponent(q)}`,
          headers: staff,
        })
      )
        .json()
        .map((s: { registrationNumber: string }) => s.registrationNumber);
    expect(await search('oraw')).toEqual([zorawar.registrationNumber]);
    expect(await search('reshiya')).toEqual([zorawar.registrationNumber]);
    expect(await search('WAR QURE')).toEqual([zorawar.registrationNumber]);
    expect(await search('शवाह')).toEqual([hindi.registrationNumber]);
    expect(await search('सुनीता कु')).toEqual([hindi.registrationNumber]);
    // Two characters: names and surnames starting with them, as before.
    expect(await search('zo')).toEqual([zorawar.registrationNumber]);
    expect(await search('or')).toEqual([]);
    // The characters of LIKE patterns are searched as themselves.
    expect(await search('a%b')).toEqual([]);
    expect(await search('___')).toEqual([]);
    const counted = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent?q=oraw',
      headers: staff,
    });
    expect(counted.headers['x-total-count']).toBe('1');
  });

  it('filters by course and pages in a stable order', async () => {
    await addStudent(studentFields({ course: '9', courseOption: 'RV03006' }));
    const typing = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent?course=9',
      headers: staff,
    });
    expect(typing.json().every((s: { course: string }) => s.course === '9')).toBe(true);
    const page1 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/AddStudent?pageSize=3&page=1&sort=registrationNumber&order=asc',
        headers: staff,
      })
    ).json();
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/AddStudent?pageSize=3&page=2&sort=registrationNumber&order=asc',
        headers: staff,
      })
    ).json();
    expect(page1.at(-1).registrationNumber < page2[0].registrationNumber).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/AddStudent?pageSize=100000',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('one student: read, update, archive, restore', () => {
  it('reads, updates (files replace old ones), archives and lets head office restore', async () => {
    const added = (
      await addStudent(studentFields(), { photo: { data: await pngImage(), filename: 'p.png' } })
    ).json();
    const url = `/api/dashboard/AddStudent/${added.registrationNumber}`;
    expect((await t.app.inject({ method: 'GET', url, headers: otherStaff })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    // The read also says which messages the student accepts (decision 0085).
    expect(read.json()).toEqual({
      ...added,
      messageConsent: { channels: null, optedOut: false, whatsappStopped: false },
    });

    const filesBefore = storedFiles().length;
    const body = multipart(
      {
        firstname: 'Sunita Rani',
        course: '9',
        courseOption: 'CERTIFICATE IN HINDI TYPING(RV03006)',
        contactno: '9000000009',
      },
      { photo: { data: await pngImage(80, 80), filename: 'new.png' } },
    );
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      firstname: 'Sunita Rani',
      lastname: 'Yadav',
      course: '9',
      courseOption: 'CERTIFICATE IN HINDI TYPING(RV03006)',
      contactno: '9000000009',
    });
    expect(storedFiles().length).toBe(filesBefore);

    const cleared = multipart({ email: '', district: ' ' });
    const afterClear = await t.app.inject({
      method: 'PUT',
      url,
      payload: cleared.payload,
      headers: { ...staff, ...cleared.headers },
    });
    expect(afterClear.json()).toMatchObject({
      email: null,
      district: null,
      firstname: 'Sunita Rani',
    });
    const requiredEmpty = multipart({ firstname: '' });
    const refusedEmpty = await t.app.inject({
      method: 'PUT',
      url,
      payload: requiredEmpty.payload,
      headers: { ...staff, ...requiredEmpty.headers },
    });
    expect(refusedEmpty.json().fieldErrors.firstname).toEqual(['First Name is required']);

    const courseOnly = multipart({ course: '10' });
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      payload: courseOnly.payload,
      headers: { ...staff, ...courseOnly.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.courseOption).toEqual(['Course Option is required']);

    const archived = await t.app.inject({ method: 'DELETE', url, headers: staff });
    expect(archived.statusCode).toBe(200);
    // Centre staff are told the student is archived (decision 0058), not that none exists.
    const frozen = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('STUDENT_ARCHIVED');
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/AddStudent?q=${added.registrationNumber}`,
        headers: staff,
      })
    ).json();
    expect(listed).toEqual([]);
    const archivedList = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/AddStudent?archived=only',
        headers: head,
      })
    ).json();
    expect(archivedList.map((s: { registrationNumber: string }) => s.registrationNumber)).toContain(
      added.registrationNumber,
    );

    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/restore`, headers: staff })).statusCode,
    ).toBe(403);
    const restored = await t.app.inject({ method: 'POST', url: `${url}/restore`, headers: head });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archivedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(200);
  });
});

describe('import and export', () => {
  it('imports the good rows in one go and reports the others, then exports the selection', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/students/import-template.csv',
      headers: staff,
    });
    const [header, example] = template.body.trim().split('\r\n');
    const bad = example!.replace('234123412346', '111111111111');
    // Each good row a new person (one enrolment per person, course and option).
    const [first, second] = [freshAadhaar(), freshAadhaar()];
    const rowA = example!.replace('Ravi', 'Importa').replace('234123412346', first);
    const rowB = example!.replace('Ravi', 'Importb').replace('234123412346', second);
    const csv = `${header}\r\n${rowA}\r\n${bad}\r\n${rowB}\r\n`;
    const body = multipart(
      {},
      { file: { data: Buffer.from(csv), filename: 'students.csv', type: 'text/csv' } },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/students/import',
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      failed: [{ row: 3, errors: { adhar: ['Enter a valid 12-digit Aadhaar number'] } }],
    });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/students/export.csv?q=importa',
      headers: staff,
    });
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toContain('Registration Number,First Name,Last Name');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Importa');
    expect(lines[1]).toContain(`XXXX XXXX ${first.slice(8)}`);
  });

  it("answers each row's messages in the request's language, rows and fields unchanged", async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/students/import-template.csv',
      headers: staff,
    });
    const [header, example] = template.body.trim().split('\r\n');
    const bad = example!.replace('234123412346', '111111111111');
    const twice = freshAadhaar();
    const row = example!.replace('234123412346', twice);
    // Row 3 is refused by its field check, row 5 repeats row 4's person, course and option.
    const csv = `${header}\r\n${example!.replace('234123412346', freshAadhaar())}\r\n${bad}\r\n${row}\r\n${row}\r\n`;
    const send = (language: string) => {
      const body = multipart(
        {},
        { file: { data: Buffer.from(csv), filename: 'students.csv', type: 'text/csv' } },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/dashboard/students/import',
        payload: body.payload,
        headers: { ...staff, ...body.headers, 'accept-language': language },
      });
    };
    const hindi = await send('hi-IN,hi;q=0.9');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json()).toEqual({
      imported: 2,
      failed: [
        { row: 3, errors: { adhar: ['12 अंकों की मान्य आधार संख्या लिखें'] } },
        {
          row: 5,
          errors: {
            adhar: ['यही आधार संख्या, कोर्स और विकल्प इस फ़ाइल की पंक्ति 4 में पहले से हैं।'],
          },
        },
      ],
    });
    // The same file again in English: the specification's words; rows 2, 4 and 5 now repeat
    // saved enrolments.
    const english = await send('en-IN');
    const saved = {
      adhar: [
        expect.stringMatching(
          /^This Aadhaar number is already enrolled in this course and option \(registration number RV\d{10}\)\.$/,
        ),
      ],
    };
    expect(english.json()).toEqual({
      imported: 0,
      failed: [
        { row: 2, errors: saved },
        { row: 3, errors: { adhar: ['Enter a valid 12-digit Aadhaar number'] } },
        { row: 4, errors: saved },
        { row: 5, errors: saved },
      ],
    });
  });
});

describe('completion status', () => {
  it('staff see the student’s request, set the status, and the request is resolved', async () => {
    const studentUser = await createUser(t.app, { role: 'student' });
    const student = await createStudent(t.app, { centreId, userId: studentUser.id });
    const own = await signInUser(t.app, studentUser);
    await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/student/${student.registrationNumber}/completion-request`,
      headers: own,
      payload: { message: 'I passed the final exam.' },
    });
    const url = `/api/dashboard/AddStudent/${student.registrationNumber}/completion`;
    const before = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(before.json()).toMatchObject({
      completionStatus: 'In Progress',
      openRequest: { message: 'I passed the final exam.' },
    });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: otherStaff,
          payload: { status: 'Completed' },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'Finished' },
    });
    expect(bad.json().fieldErrors.status).toEqual(['Choose a completion status']);

    const set = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'Completed' },
    });
    expect(set.json()).toEqual({ completionStatus: 'Completed', openRequest: null });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/student/${student.registrationNumber}`,
      headers: own,
    });
    expect(profile.json()).toMatchObject({
      completionStatus: 'Completed',
      openCompletionRequest: null,
    });
  });
});
