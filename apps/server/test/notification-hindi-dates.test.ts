import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNotificationPreferences } from '../src/modules/notifications/enqueue';
import { hindiValue } from '../src/modules/notifications/hindi-values';
import { render } from '../src/modules/notifications/templates';
import { signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server';
import { createTestApp, type TestApp } from './helpers/test-app';

// Messages in Hindi write dates and times as the dashboard does in Hindi (Hindi month names, the
// part of the day instead of am/pm), in the institute's time zone; English messages are unchanged.

describe('dates and times of a message in Hindi', () => {
  it('writes instants in India time with the part of the day, days with Hindi month names', () => {
    // 23:38 UTC is 5:08 in the morning in India, the next day.
    expect(hindiValue('2026-11-22T23:38:00.000Z')).toBe('23 नवंबर 2026, सुबह 5:08');
    expect(hindiValue('2026-12-01T14:15:00Z')).toBe('1 दिसंबर 2026, शाम 7:45');
    expect(hindiValue('2026-08-05')).toBe('5 अगस्त 2026');
    // A day queued already written in English (the fee reminders) is written in Hindi too.
    expect(hindiValue('22 Nov 2026')).toBe('22 नवंबर 2026');
    expect(hindiValue('3 Sept 2026')).toBe('3 सितंबर 2026');
  });

  it('leaves every other value as it is', () => {
    for (const value of ['₹1,250.00', 'RV2026000123', '2026-02-30', 'Fundamentals final', '20'])
      expect(hindiValue(value)).toBe(value);
  });

  it('a Hindi message, its SMS and the SMS values use them; the English one stays as it was', () => {
    const values = {
      name: 'Sunita',
      examTitle: 'Fundamentals final',
      opensAt: '2026-12-01T04:30:00.000Z',
      closesAt: '2026-12-01T06:30:00.000Z',
      examUrl: 'https://institute.test/exam/4',
    };
    const hindi = render('exam-scheduled', 'hi', values);
    expect(hindi.text).toContain(
      '1 दिसंबर 2026, सुबह 10:00 से 1 दिसंबर 2026, दोपहर 12:00 (भारतीय समय) तक',
    );
    expect(hindi.sms).toContain('1 दिसंबर 2026, सुबह 10:00 से');
    expect(hindi.smsValues).toContain('1 दिसंबर 2026, दोपहर 12:00');
    expect(hindi.text).not.toMatch(/\d [ap]m\b|Dec/);
    const english = render('exam-scheduled', 'en', values);
    expect(english.text).toContain('is open from 1 Dec 2026, 10:00 am to 1 Dec 2026, 12:00 pm');
    expect(render('fee-receipt', 'hi', { paidOn: '2026-11-23', amount: '₹1.00' }).text).toContain(
      '23 नवंबर 2026 को ₹1.00 प्राप्त हुए',
    );
    expect(render('fee-receipt', 'en', { paidOn: '2026-11-23', amount: '₹1.00' }).text).toContain(
      '2026-11-23',
    );
  });
});

describe('a message in Hindi as it is sent', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@institute.test',
      PUBLIC_URL: 'https://institute.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('a candidate who chose Hindi reads the exam window in Hindi', async () => {
    const centre = await createCentre(t.app);
    const staff = await signInStaff(
      t.app,
      await createUser(t.app, { role: 'centre_staff', centreId: centre }),
    );
    const user = await createUser(t.app, { role: 'student' });
    const email = `hindi.dates.${Date.now().toString(36)}@example.com`;
    const student = await createStudent(t.app, { centreId: centre, email, userId: user.id });
    await saveNotificationPreferences(t.app.db, user.id, { locale: 'hi', reminders: true });
    const opensAt = new Date(Date.now() + 24 * 3_600_000);
    opensAt.setUTCHours(2, 38, 0, 0); // 8:08 in the morning in India
    const closesAt = new Date(opensAt.getTime() + 10 * 3_600_000); // 6:08 in the evening
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/online-exams',
      headers: staff,
      payload: {
        courseCode: '8',
        title: 'Fundamentals final',
        kind: 'link',
        examLink: 'https://forms.example.com/final',
        startsAt: opensAt.toISOString(),
        endsAt: closesAt.toISOString(),
        durationMinutes: 30,
        instructions: 'Answer every question.',
        studentIds: [student.id],
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await t.app.notifications.deliverDue();
    const day = new Intl.DateTimeFormat('hi-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(opensAt);
    const mail = smtp.messages.find(
      (message) => message.to && 'text' in message.to && message.to.text === email,
    );
    expect(mail?.text).toContain(`${day}, सुबह 8:08 से ${day}, शाम 6:08 (भारतीय समय) तक`);
  });
});
