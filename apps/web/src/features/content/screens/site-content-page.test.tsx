import { DEFAULT_ABOUT } from '@institute/shared/content/about-defaults';
import type { ContentDraft } from '@institute/shared/content/drafts';
import type { EditableAlbum, EditableSlide } from '@institute/shared/content/media';
import type { EditableFeatureCard, EditablePlan } from '@institute/shared/content/pages';
import type {
  EditableCourseCard,
  EditableCoursePage,
} from '@institute/shared/content/catalogue-pages';
import {
  DEFAULT_SITE,
  type ContentEditor,
  type ContentHistoryEntry,
  type EditableNotice,
  type EditableSite,
} from '@institute/shared/content/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { SiteContentPage } from './site-content-page';

const AT = '2026-11-24T10:00:00.000Z';

const SITE: EditableSite = {
  settings: { ...DEFAULT_SITE, instituteName: 'RV Institute', phone: '+91 98765 43210' },
  version: 3,
  configured: true,
  updatedAt: AT,
};
const NOTICE: EditableNotice = {
  id: 5,
  textEn: 'Admissions open',
  textHi: 'प्रवेश शुरू',
  startsOn: '2026-12-01',
  endsOn: '',
  position: 0,
  version: 1,
  showing: false,
  updatedAt: AT,
};
const SLIDE: EditableSlide = {
  id: 2,
  imageUrl: '/slide.jpg',
  srcset: '',
  width: 1600,
  height: 640,
  alt: 'Students at computers',
  title: 'Learn computers',
  text: '',
  link: '/courses',
  position: 0,
  version: 1,
};
const ALBUM: EditableAlbum = { id: 4, title: 'Annual day', position: 0, version: 1, photoCount: 0 };
const CARD: EditableFeatureCard = {
  id: 6,
  icon: 'books',
  title: 'Library',
  description: 'Books for every course',
  position: 0,
  version: 1,
  updatedAt: AT,
};
const PLAN: EditablePlan = {
  id: 7,
  months: 3,
  label: '3 Months',
  path: '/three',
  features: ['Basics'],
  price: 1500,
  showPrice: true,
  position: 0,
  version: 1,
  updatedAt: AT,
};
const PAGE: EditableCoursePage = {
  id: 8,
  slug: 'diploma',
  kind: 'catalogue',
  path: '/course/diploma',
  title: 'Diploma courses',
  summary: 'One-year diplomas',
  cardCount: 1,
  position: 0,
  version: 1,
  updatedAt: AT,
};
const COURSE_CARD: EditableCourseCard = {
  id: 9,
  pageId: 8,
  title: 'DCA',
  semester: 'Semester 1',
  description: 'Office',
  imageUrl: '/book.jpg',
  hasPicture: false,
  srcset: '',
  imageAlt: '',
  position: 0,
  version: 1,
  updatedAt: AT,
};
const DRAFT: ContentDraft = {
  id: 11,
  kind: 'notice',
  label: 'Notice',
  itemId: 5,
  title: 'Admissions open soon',
  version: 1,
  data: {},
  savedBy: 'Asha Verma',
  savedAt: AT,
  previewPath: '/?preview=11',
  stale: false,
  refused: null,
};
const HISTORY: ContentHistoryEntry = {
  id: 12,
  at: AT,
  by: 'Asha Verma',
  summary: 'Notice added: Admissions open',
  undoable: true,
};
const EDITOR: ContentEditor = {
  id: 13,
  name: 'Ravi Kumar',
  email: 'ravi@example.org',
  centre: 'Demo Centre, Patna (DEMO01)',
  canEditContent: false,
};

const ANSWERS: Record<string, unknown> = {
  '/api/dashboard/content/site': SITE,
  '/api/dashboard/content/site/logo': { logo: null, version: 1 },
  '/api/dashboard/content/notices': [NOTICE],
  '/api/dashboard/content/slides': [SLIDE],
  '/api/dashboard/content/gallery/albums': [ALBUM],
  '/api/dashboard/content/gallery/albums/4/photos': [],
  '/api/dashboard/content/features': [CARD],
  '/api/dashboard/content/plans': [PLAN],
  '/api/dashboard/content/about': { about: DEFAULT_ABOUT, version: 2, configured: false },
  '/api/dashboard/content/course-pages': [PAGE],
  '/api/dashboard/content/course-pages/8/cards': [COURSE_CARD],
  '/api/dashboard/content/drafts': [DRAFT],
  '/api/dashboard/content/history': [HISTORY],
  '/api/dashboard/content/editors': [EDITOR],
  '/api/dashboard/documents/language': { language: 'en', version: 4, updatedAt: null },
};

function open() {
  stubApi(({ url }) =>
    url.pathname in ANSWERS
      ? Response.json(ANSWERS[url.pathname])
      : new Response(null, { status: 404 }),
  );
  renderDashboard('/dashboard/Website', [{ path: 'Website', element: <SiteContentPage /> }], {
    ...HEAD_OFFICE,
  });
}

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('the Website page', () => {
  it('shows every part in English', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Website' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Notices' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit notice 5' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Courses of Diploma courses' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Publish Notice: Admissions open soon' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Ravi Kumar may edit the website')).not.toBeChecked();
  });

  it('shows every part in Hindi', async () => {
    useTestLocale('hi');
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'वेबसाइट' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'वेबसाइट के हिस्से' });
    expect(within(nav).getByRole('link', { name: 'साइट सेटिंग्स' })).toHaveAttribute(
      'href',
      '#settings-heading',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'सूचनाएँ' })).toBeInTheDocument();

    // Settings and logo
    expect(await screen.findByLabelText('संस्थान का नाम')).toHaveValue('RV Institute');
    expect(screen.getByRole('button', { name: 'सेटिंग्स सहेजें' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'लोगो अपलोड करें' })).toBeInTheDocument();

    // Notices
    const notices = await screen.findByRole('table', { name: 'सूचनाएँ' });
    expect(within(notices).getByRole('columnheader', { name: 'कब दिखेगी' })).toBeInTheDocument();
    expect(within(notices).getByText('नहीं दिख रही')).toBeInTheDocument();
    expect(within(notices).getByRole('button', { name: 'संपादित करें (सूचना 5)' })).toBeInTheDocument();

    // Slides, gallery, feature cards, plans, About page
    expect(await screen.findByRole('table', { name: 'मुख्य स्लाइड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हटाएँ (स्लाइड 1)' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'गैलरी के एल्बम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नाम बदलें (Annual day)' })).toBeInTheDocument();
    const cards = await screen.findByRole('table', { name: 'फ़ीचर कार्ड' });
    expect(within(cards).getByText('किताब (पुस्तकालय)')).toBeInTheDocument();
    const plans = await screen.findByRole('table', { name: 'अवधि प्लान' });
    expect(within(plans).getByText(/^दिखता है: /)).toBeInTheDocument();
    expect(await screen.findByLabelText('परिचय')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '"हमारे बारे में" पेज सहेजें' })).toBeVisible();

    // Course pages and their courses
    expect(await screen.findByRole('table', { name: 'कैटलॉग पेज' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Diploma courses के कोर्स' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'संपादित करें (कोर्स DCA)' })).toBeInTheDocument();

    // Drafts, history, editors
    const drafts = await screen.findByRole('table', { name: 'अभी प्रकाशित न हुए ड्राफ़्ट' });
    // The kind of each draft in Hindi (the server's label is English), its title as written.
    expect(
      within(drafts).getByRole('button', { name: 'प्रकाशित करें (सूचना: Admissions open soon)' }),
    ).toBeInTheDocument();
    expect(within(drafts).getByRole('rowheader', { name: /^सूचना/ })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'वेबसाइट के हाल के बदलाव' });
    expect(within(history).getByRole('columnheader', { name: 'क्या बदला' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Ravi Kumar वेबसाइट संपादित कर सकते हैं')).not.toBeChecked();
  });

  it('shows the Hindi of the website’s texts in Hindi, and marks those in English only', async () => {
    useTestLocale('hi');
    const translations = {
      items: [
        {
          kind: 'feature',
          itemId: 6,
          title: 'Library',
          version: 1,
          fields: [
            { field: 'title', english: 'Library', hindi: 'पुस्तकालय', outdated: false },
            { field: 'description', english: 'Books for every course', hindi: '', outdated: false },
          ],
        },
      ],
      translated: 1,
      total: 2,
    };
    stubApi(({ url }) =>
      url.pathname === '/api/dashboard/content/translations'
        ? Response.json(translations)
        : url.pathname in ANSWERS
          ? Response.json(ANSWERS[url.pathname])
          : new Response(null, { status: 404 }),
    );
    renderDashboard('/dashboard/Website', [{ path: 'Website', element: <SiteContentPage /> }], {
      ...HEAD_OFFICE,
    });
    const cards = await screen.findByRole('table', { name: 'फ़ीचर कार्ड' });
    expect((await within(cards).findAllByText('पुस्तकालय'))[0]).toHaveAttribute('lang', 'hi');
    // The description has no Hindi: its English, marked as English, said to be in English only.
    expect(within(cards).getAllByText('Books for every course')[0]).toHaveAttribute('lang', 'en');
    expect(within(cards).getAllByText('(केवल अंग्रेज़ी में)')[0]).toBeInTheDocument();
    const edit = within(cards).getByRole('button', { name: 'संपादित करें (कार्ड पुस्तकालय)' });
    // The form edits the English: its fields are marked as English content.
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'शीर्षक' })).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByRole('textbox', { name: 'शीर्षक' })).toHaveValue('Library');
  });

  it('asks for a notice in Hindi', async () => {
    useTestLocale('hi');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'सूचना जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'सूचना जोड़ें' });
    expect(within(dialog).getByLabelText('अंग्रेज़ी में सूचना')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('पहला दिन (वैकल्पिक)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ड्राफ़्ट सहेजें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it("lets head office choose the printed documents' language", async () => {
    const fetch = stubApi(({ url, method }) =>
      method === 'PUT'
        ? Response.json({ language: 'bilingual', version: 5, updatedAt: AT })
        : url.pathname in ANSWERS
          ? Response.json(ANSWERS[url.pathname])
          : new Response(null, { status: 404 }),
    );
    renderDashboard('/dashboard/Website', [{ path: 'Website', element: <SiteContentPage /> }], {
      ...HEAD_OFFICE,
    });
    const group = await screen.findByRole('group', {
      name: 'Default language of marksheets, admit cards, fee receipts and certificates',
    });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Hindi and English (both)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
    // Saved: nothing left to save, the choice shown as the saved one.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save language' })).toBeDisabled(),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/dashboard/documents/language');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ language: 'bilingual', version: 4 });
    expect(within(group).getByRole('radio', { name: 'Hindi and English (both)' })).toBeChecked();
  });

  it("names the printed documents' languages in Hindi", async () => {
    useTestLocale('hi');
    open();
    const group = await screen.findByRole('group', {
      name: 'अंकपत्र, प्रवेश पत्र, शुल्क रसीद और प्रमाणपत्र की डिफ़ॉल्ट भाषा',
    });
    expect(within(group).getByRole('radio', { name: 'अंग्रेज़ी' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'हिन्दी और अंग्रेज़ी (दोनों)' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 3, name: 'छपे दस्तावेज़' })).toBeInTheDocument();
  });
});
