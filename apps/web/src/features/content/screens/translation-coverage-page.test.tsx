import {
  coverageOf,
  type CoverageItem,
  type TranslatableItem,
} from '@institute/shared/content/translations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { TranslationCoveragePage } from './translation-coverage-page';

const ITEMS: TranslatableItem[] = [
  {
    kind: 'feature',
    itemId: 7,
    title: 'Practical training',
    version: 2,
    fields: [
      { field: 'title', english: 'Practical training', hindi: 'व्यावहारिक', outdated: false },
      { field: 'description', english: 'Hands-on labs', hindi: '', outdated: false },
    ],
  },
  {
    kind: 'feature',
    itemId: 8,
    title: 'Expert teachers',
    version: 0,
    fields: [{ field: 'title', english: 'Expert teachers', hindi: '', outdated: false }],
  },
  {
    kind: 'album',
    itemId: 3,
    title: 'Annual day',
    version: 1,
    fields: [{ field: 'title', english: 'Annual day', hindi: 'वार्षिक दिवस', outdated: false }],
  },
];

interface Write {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** The screen on ITEMS; a Hindi save answers the item and the next coverage read includes it. */
function open() {
  const writes: Write[] = [];
  let items = ITEMS;
  stubApi(({ url, method, body }) => {
    if (method === 'PUT') {
      const sent = JSON.parse(String(body)) as Record<string, unknown>;
      writes.push({ method, path: url.pathname, body: sent });
      if (url.pathname.startsWith('/api/dashboard/content/translations/')) {
        const texts = sent.texts as Record<string, string>;
        items = items.map((item) =>
          item.kind === 'feature' && item.itemId === 8
            ? {
                ...item,
                version: item.version + 1,
                fields: item.fields.map((field) => ({ ...field, hindi: texts[field.field] ?? '' })),
              }
            : item,
        );
        return Response.json(items[1]);
      }
      return Response.json({});
    }
    if (url.pathname === '/api/dashboard/content/features') {
      return Response.json([
        {
          id: 7,
          icon: 'laptop',
          title: 'Practical training',
          description: 'Hands-on labs',
          version: 4,
        },
      ]);
    }
    return Response.json(coverageOf(items));
  });
  renderDashboard(
    '/dashboard/Website/coverage',
    [{ path: 'Website/coverage', element: <TranslationCoveragePage /> }],
    HEAD_OFFICE,
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('Translation coverage', () => {
  it('shows the per cent of each kind and the texts without Hindi first, English beside Hindi', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Translation coverage', level: 1 }),
    ).toBeVisible();
    const kinds = await screen.findByRole('table', { name: 'Hindi per kind of content' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "50% of the website's texts have Hindi (2 of 4)",
    );
    const feature = within(kinds).getByRole('row', { name: /Feature cards/ });
    expect(feature).toHaveTextContent('33%');
    expect(within(kinds).getByRole('row', { name: /Gallery albums/ })).toHaveTextContent('100%');

    expect(
      screen.getByRole('heading', { name: 'Feature cards: 33% translated', level: 2 }),
    ).toBeVisible();
    const texts = screen.getByRole('table', { name: /The texts of Feature cards/ });
    const rows = within(texts).getAllByRole('row').slice(1);
    // Without Hindi first (in the items' order), then the translated title.
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual([
      'Practical trainingDescriptionNo Hindi yet',
      'Expert teachersTitleNo Hindi yet',
      'Practical trainingTitle',
    ]);
    expect(within(rows[2]!).getByText('Practical training', { selector: 'p' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(
      within(rows[2]!).getByRole('textbox', { name: 'Practical training: Title in Hindi' }),
    ).toHaveValue('व्यावहारिक');

    await userEvent.click(
      within(kinds).getByRole('button', { name: 'Show the texts of Gallery albums' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Gallery albums: 100% translated', level: 2 }),
    ).toBeVisible();
    // An album's title is edited in English here too, through the album's own save.
    expect(
      screen.getByRole('button', { name: 'Edit the English of Annual day: Title' }),
    ).toBeVisible();
  });

  it('saves a missing Hindi text alone at its version and the per cent rises', async () => {
    const writes = open();
    const box = await screen.findByRole('textbox', { name: 'Expert teachers: Title in Hindi' });
    await userEvent.type(box, 'अनुभवी शिक्षक');
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the Hindi of Expert teachers: Title' }),
    );
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/translations/feature/8',
      body: { texts: { title: 'अनुभवी शिक्षक' }, version: 0 },
    });
    expect(
      await screen.findByRole('heading', { name: 'Feature cards: 66% translated', level: 2 }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('75%');
  });

  it("edits an English text through its kind's own save, with the kind's other fields and version", async () => {
    const writes = open();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Edit the English of Practical training: Description',
      }),
    );
    const box = screen.getByRole('textbox', { name: 'Practical training: Description in English' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Labs every day');
    await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/features/7',
      body: {
        icon: 'laptop',
        title: 'Practical training',
        description: 'Labs every day',
        version: 4,
      },
    });
  });

  it("edits a plan's features and a slide's words in English through their own saves", async () => {
    const items: TranslatableItem[] = [
      {
        kind: 'plan',
        itemId: 2,
        title: '3 Months',
        version: 0,
        fields: [
          { field: 'label', english: '3 Months', hindi: '', outdated: false },
          { field: 'features', english: 'MS Word\nTally', hindi: '', outdated: false },
        ],
      },
      {
        kind: 'slide',
        itemId: 5,
        title: 'Admissions open',
        version: 0,
        fields: [
          { field: 'title', english: 'Admissions open', hindi: '', outdated: false },
          { field: 'alt', english: 'Students in a lab', hindi: '', outdated: false },
        ],
      },
    ];
    const writes: Write[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'PUT') {
        writes.push({ method, path: url.pathname, body: JSON.parse(String(body)) });
        return Response.json({});
      }
      if (url.pathname === '/api/dashboard/content/plans') {
        return Response.json([
          {
            id: 2,
            months: 3,
            label: '3 Months',
            path: '/three',
            features: ['MS Word', 'Tally'],
            price: 150_000,
            showPrice: true,
            position: 1,
            version: 6,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ]);
      }
      if (url.pathname === '/api/dashboard/content/slides') {
        return Response.json([
          {
            id: 5,
            imageUrl: '/images/banners/banner-1.svg',
            srcset: '',
            width: 1200,
            height: 450,
            alt: 'Students in a lab',
            title: 'Admissions open',
            text: 'Join this month',
            link: '/course',
            position: 0,
            version: 3,
          },
        ]);
      }
      return Response.json(coverageOf(items));
    });
    renderDashboard(
      '/dashboard/Website/coverage',
      [{ path: 'Website/coverage', element: <TranslationCoveragePage /> }],
      HEAD_OFFICE,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the English of Admissions open: Alt text' }),
    );
    const alt = screen.getByRole('textbox', { name: 'Admissions open: Alt text in English' });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Students at computers');
    await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/slides/5',
      body: {
        alt: 'Students at computers',
        title: 'Admissions open',
        text: 'Join this month',
        link: '/course',
        version: 3,
      },
    });
    const kinds = screen.getByRole('table', { name: 'Hindi per kind of content' });
    await userEvent.click(
      within(kinds).getByRole('button', { name: 'Show the texts of Duration plans' }),
    );
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Edit the English of 3 Months: Features (one per line)',
      }),
    );
    const features = screen.getByRole('textbox', {
      name: '3 Months: Features (one per line) in English',
    });
    await userEvent.clear(features);
    await userEvent.type(features, 'MS Word{Enter}Tally Prime{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/plans/2',
      body: {
        months: 3,
        label: '3 Months',
        path: '/three',
        features: ['MS Word', 'Tally Prime'],
        price: 150_000,
        showPrice: true,
        version: 6,
      },
    });
  });

  it("edits a notice's Hindi and English through the notice's own save, at the notice's version", async () => {
    const items: CoverageItem[] = [
      {
        kind: 'notice',
        itemId: 4,
        title: 'Centre closed on Monday',
        version: 3,
        fields: [{ field: 'text', english: 'Centre closed on Monday', hindi: '', outdated: false }],
      },
    ];
    const notice = {
      id: 4,
      textEn: 'Centre closed on Monday',
      textHi: '',
      startsOn: '2026-11-01',
      endsOn: '',
      position: 2,
      version: 3,
      showing: true,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const writes: Write[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'PUT') {
        writes.push({ method, path: url.pathname, body: JSON.parse(String(body)) });
        return Response.json({});
      }
      if (url.pathname === '/api/dashboard/content/notices') return Response.json([notice]);
      return Response.json(coverageOf(items));
    });
    renderDashboard(
      '/dashboard/Website/coverage',
      [{ path: 'Website/coverage', element: <TranslationCoveragePage /> }],
      HEAD_OFFICE,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Notices (home page banner): 0% translated',
        level: 2,
      }),
    ).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Centre closed on Monday: Text in Hindi' }),
      'सोमवार को केंद्र बंद',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the Hindi of Centre closed on Monday: Text' }),
    );
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/notices/4',
      body: {
        textEn: 'Centre closed on Monday',
        textHi: 'सोमवार को केंद्र बंद',
        startsOn: '2026-11-01',
        endsOn: '',
        position: 2,
        version: 3,
      },
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Edit the English of Centre closed on Monday: Text' }),
    );
    const box = screen.getByRole('textbox', { name: 'Centre closed on Monday: Text in English' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Centre closed on Tuesday');
    await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toMatchObject({
      textEn: 'Centre closed on Tuesday',
      textHi: '',
      position: 2,
      version: 3,
    });
  });

  it("edits a course's words, the About page and a photo's caption through their own saves; a text changed since is refused", async () => {
    const items: CoverageItem[] = [
      {
        kind: 'card',
        itemId: 11,
        parentId: 6,
        title: 'DCA: Office basics',
        version: 0,
        fields: [{ field: 'semester', english: 'Semester 1', hindi: '', outdated: false }],
      },
      {
        kind: 'about',
        itemId: 0,
        title: '',
        version: 0,
        fields: [{ field: 'sections.1.text', english: 'We teach.', hindi: '', outdated: false }],
      },
      {
        kind: 'photo',
        itemId: 21,
        parentId: 3,
        title: 'Prize day',
        version: 0,
        fields: [{ field: 'caption', english: 'Prize day', hindi: '', outdated: false }],
      },
    ];
    const writes: Write[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'PUT') {
        writes.push({ method, path: url.pathname, body: JSON.parse(String(body)) });
        return Response.json({});
      }
      if (url.pathname === '/api/dashboard/content/course-pages/6/cards') {
        return Response.json([
          {
            id: 11,
            title: 'Office basics',
            semester: 'Semester 1',
            description: 'Word',
            version: 5,
          },
        ]);
      }
      if (url.pathname === '/api/dashboard/content/about') {
        return Response.json({
          about: {
            intro: 'Hello',
            sections: [
              { heading: 'Who', text: 'Us' },
              { heading: 'What', text: 'We teach.' },
            ],
            stats: [{ figure: '10', label: 'Centres' }],
          },
          version: 7,
          configured: true,
          updatedAt: null,
        });
      }
      if (url.pathname === '/api/dashboard/content/gallery/albums/3/photos') {
        // Someone changed the caption since the screen was read.
        return Response.json([{ id: 21, caption: 'Prize day 2026', alt: 'Pupils', version: 2 }]);
      }
      return Response.json(coverageOf(items));
    });
    renderDashboard(
      '/dashboard/Website/coverage',
      [{ path: 'Website/coverage', element: <TranslationCoveragePage /> }],
      HEAD_OFFICE,
    );
    const kinds = await screen.findByRole('table', { name: 'Hindi per kind of content' });
    const edit = async (kind: string, name: string, text: string) => {
      await userEvent.click(
        within(kinds).getByRole('button', { name: `Show the texts of ${kind}` }),
      );
      await userEvent.click(
        await screen.findByRole('button', { name: `Edit the English of ${name}` }),
      );
      const box = screen.getByRole('textbox', { name: `${name} in English` });
      await userEvent.clear(box);
      await userEvent.type(box, text);
      await userEvent.click(screen.getByRole('button', { name: 'Save English' }));
    };

    await edit('Courses on the course pages', 'DCA: Office basics: Semester', 'Semester one');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/course-cards/11',
      body: { title: 'Office basics', semester: 'Semester one', description: 'Word', version: 5 },
    });

    await edit('About page', 'About page: Section 2 text', 'We teach computers.');
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/about',
      body: {
        intro: 'Hello',
        sections: [
          { heading: 'Who', text: 'Us' },
          { heading: 'What', text: 'We teach computers.' },
        ],
        stats: [{ figure: '10', label: 'Centres' }],
        version: 7,
      },
    });

    await edit('Gallery photos', 'Prize day: Caption', 'Prize day at the centre');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone changed this text since you opened the page.',
    );
    expect(writes).toHaveLength(2);
  });

  it('reads in Hindi', async () => {
    useTestLocale('hi');
    open();
    expect(await screen.findByRole('heading', { name: 'अनुवाद की स्थिति', level: 1 })).toBeVisible();
    await screen.findByRole('table', { name: 'सामग्री के हर प्रकार में हिंदी' });
    expect(screen.getByRole('status')).toHaveTextContent('वेबसाइट के 50% पाठों की हिंदी लिखी है');
    expect(screen.getAllByText('अभी हिंदी नहीं')).toHaveLength(2);
  });

  it('names the notices and a text changed since in Hindi', async () => {
    useTestLocale('hi');
    const items: CoverageItem[] = [
      {
        kind: 'notice',
        itemId: 4,
        title: 'Closed',
        version: 1,
        fields: [{ field: 'text', english: 'Closed', hindi: 'बंद', outdated: false }],
      },
      {
        kind: 'album',
        itemId: 3,
        title: 'Annual day',
        version: 0,
        fields: [{ field: 'title', english: 'Annual day', hindi: '', outdated: false }],
      },
    ];
    stubApi(({ url }) => {
      if (url.pathname === '/api/dashboard/content/gallery/albums') {
        return Response.json([{ id: 3, title: 'Annual day 2026', version: 2 }]);
      }
      return Response.json(coverageOf(items));
    });
    renderDashboard(
      '/dashboard/Website/coverage',
      [{ path: 'Website/coverage', element: <TranslationCoveragePage /> }],
      HEAD_OFFICE,
    );
    const kinds = await screen.findByRole('table', { name: 'सामग्री के हर प्रकार में हिंदी' });
    expect(within(kinds).getByRole('row', { name: /सूचनाएँ \(होम पेज की पट्टी\)/ })).toHaveTextContent(
      '100%',
    );
    await userEvent.click(screen.getByRole('button', { name: /की अंग्रेज़ी बदलें$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'अंग्रेज़ी सहेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आपके पेज खोलने के बाद किसी ने यह पाठ बदल दिया।',
    );
  });
});
