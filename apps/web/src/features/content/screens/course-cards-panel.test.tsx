import type { EditableCoursePage } from '@institute/shared/content/catalogue-pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { CourseCardsPanel } from './course-cards-panel';

// A new course's draft with its picture (decision 0038): the picture uploaded for the draft, the
// draft naming it and the page the course goes on.

const PAGE: EditableCoursePage = {
  id: 3,
  slug: 'computer-courses',
  kind: 'catalogue',
  path: '/course/computer-courses',
  title: 'Computer courses',
  summary: 'Courses on computers',
  cardCount: 0,
  position: 0,
  version: 1,
  updatedAt: '2026-11-26T09:00:00.000Z',
};

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe("a new course's draft", () => {
  it('uploads the chosen picture for the draft and keeps the draft naming it and its page', async () => {
    const writes: { method: string; path: string; body: unknown }[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'GET') return Response.json([]);
      const sent = body instanceof FormData ? 'form' : (JSON.parse(String(body)) as unknown);
      writes.push({ method, path: url.pathname, body: sent });
      if (url.pathname.endsWith('/draft-pictures')) {
        return Response.json(
          {
            id: 55,
            imageUrl: '/api/content/draft-pictures/55',
            srcset: '',
            width: 480,
            height: 300,
          },
          { status: 201 },
        );
      }
      return Response.json({
        id: 21,
        kind: 'course_card',
        label: 'Course',
        itemId: null,
        title: 'Tally',
        version: 0,
        data: (sent as { data: unknown }).data,
        savedBy: 'Asha Verma',
        savedAt: '2026-11-26T09:00:00.000Z',
        previewPath: '/course/computer-courses?preview=21',
        stale: false,
        refused: null,
      });
    });
    renderDashboard(
      '/dashboard/Website',
      [{ path: 'Website', element: <CourseCardsPanel page={PAGE} /> }],
      HEAD_OFFICE,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add course' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Tally');
    await userEvent.type(within(dialog).getByLabelText('Subjects'), 'Accounts');
    await userEvent.upload(
      within(dialog).getByLabelText('Picture (optional)'),
      new File([new Uint8Array([1, 2, 3])], 'tally.png', { type: 'image/png' }),
    );
    await userEvent.type(within(dialog).getByLabelText('Alt text of the picture'), 'A ledger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/course/computer-courses?preview=21',
    );
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: 'form' },
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'course_card',
          itemId: null,
          version: 0,
          replaces: null,
          data: {
            title: 'Tally',
            semester: 'Semester 1',
            description: 'Accounts',
            imageAlt: 'A ledger',
            pageId: 3,
            picture: 55,
          },
        },
      },
    ]);
  });
});
