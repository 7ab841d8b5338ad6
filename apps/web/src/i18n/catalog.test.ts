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

  it('adds the account pages’ words on sign-in, the applicant’s and the student’s pages', () => {
    for (const path of [
      '/login',
      '/hi/login',
      '/signup',
      '/admin',
      '/forgot-password',
      '/reset-password',
      '/newuser',
      '/hi/newuser',
      '/account/password',
      '/exam/7',
      '/certificate/REG1',
    ]) {
      expect(bundlesFor(path), path).toEqual(['public', 'account']);
    }
  });

  it('adds the dashboard’s words under /dashboard and on print pages', () => {
    for (const path of ['/dashboard', '/dashboard/SeeAllStudents', '/dashboard/student/R1']) {
      expect(bundlesFor(path), path).toEqual(['public', 'account', 'dashboard']);
    }
    expect(bundlesFor('/print/marksheet/1/R1')).toEqual(bundlesWith('dashboard'));
  });

  it('keeps each bundle’s words to itself', async () => {
    const publicWords = Object.keys(await loadBundle('en', 'public'));
    const accountWords = Object.keys(await loadBundle('en', 'account'));
    expect(publicWords).toContain('common.skipToContent');
    expect(publicWords.some((id) => id.startsWith('auth.'))).toBe(false);
    expect(publicWords.some((id) => id.startsWith('student.'))).toBe(false);
    expect(accountWords).toContain('auth.meta.login.title');
    expect(accountWords.some((id) => id.startsWith('public.'))).toBe(false);
    const hindi = await loadBundles('hi', ['public', 'account']);
    expect(Object.keys(hindi).sort()).toEqual([...publicWords, ...accountWords].sort());
  });
});
