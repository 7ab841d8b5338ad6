import { describe, expect, it } from 'vitest';
import { bundlesFor, bundlesWith, loadBundle, loadBundles } from './catalog';

describe('message bundles', () => {
  it('gives a public page the public site’s words only, in either language', () => {
    for (const path of ['/', '/hi', '/contact', '/hi/contact', '/course/dca', '/verify/1', '/x']) {
      expect(bundlesFor(path), path).toEqual(['public']);
    }
    // Only whole first segments count: /loginhelp is not the sign-in page.
    expect(bundlesFor('/loginhelp')).toEqual(['public']);
    expect(bundlesFor('/hindi')).toEqual(['public']);
  });

  it('adds the account pages’ words on the sign-in and password pages', () => {
    for (const path of [
      '/login',
      '/hi/login',
      '/signup',
      '/admin',
      '/forgot-password',
      '/reset-password',
      '/account/password',
    ]) {
      expect(bundlesFor(path), path).toEqual(['public', 'account']);
    }
  });

  it('adds the student pages’ words on the applicant’s and student’s pages', () => {
    for (const path of ['/newuser', '/hi/newuser', '/exam/7', '/certificate/REG1']) {
      expect(bundlesFor(path), path).toEqual(['public', 'account', 'student']);
    }
  });

  it('adds the dashboard’s words under /dashboard and on print pages', () => {
    for (const path of ['/dashboard', '/dashboard/SeeAllStudents', '/dashboard/student/R1']) {
      expect(bundlesFor(path), path).toEqual(['public', 'account', 'student', 'dashboard']);
    }
    expect(bundlesFor('/print/marksheet/1/R1')).toEqual(bundlesWith('dashboard'));
  });

  it('keeps each bundle’s words to itself', async () => {
    const publicWords = Object.keys(await loadBundle('en', 'public'));
    const accountWords = Object.keys(await loadBundle('en', 'account'));
    const studentWords = Object.keys(await loadBundle('en', 'student'));
    expect(publicWords).toContain('common.skipToContent');
    expect(publicWords.some((id) => id.startsWith('auth.'))).toBe(false);
    expect(publicWords.some((id) => id.startsWith('student.'))).toBe(false);
    expect(accountWords).toContain('auth.meta.login.title');
    expect(accountWords.some((id) => !id.startsWith('auth.'))).toBe(false);
    expect(studentWords).toContain('student.meta.profile.title');
    expect(studentWords.some((id) => id.startsWith('auth.') || id.startsWith('public.'))).toBe(
      false,
    );
    const hindi = await loadBundles('hi', ['public', 'account', 'student']);
    expect(Object.keys(hindi).sort()).toEqual(
      [...publicWords, ...accountWords, ...studentWords].sort(),
    );
  });
});
