import type { TranslationsAnswer } from '@institute/shared/content/translations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { WebsiteHindiPage } from './website-hindi-page';

const ANSWER: TranslationsAnswer = {
  translated: 1,
  total: 4,
  items: [
    {
      kind: 'site',
      itemId: 0,
      title: '',
      version: 0,
      fields: [{ field: 'address', english: '12 Hazratganj, Lucknow', hindi: '', outdated: false }],
    },
    {
      kind: 'feature',
      itemId: 7,
      title: 'Practical training',
      version: 2,
      fields: [
        { field: 'title', english: 'Practical training', hindi: 'व्यावहारिक', outdated: true },
        { field: 'description', english: 'Hands-on labs', hindi: '', outdated: false },
      ],
    },
    {
      kind: 'about',
      itemId: 0,
      title: '',
      version: 0,
      fields: [{ field: 'sections.1.heading', english: 'Our labs', hindi: '', outdated: false }],
    },
  ],
};

/** The screen on ANSWER; keeps what each save sent, and answers `reply` to saves. */
function open(reply?: (body: Record<string, unknown>) => Response) {
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  stubApi(({ url, method, body }) => {
    if (method === 'PUT') {
      const sent = JSON.parse(String(body)) as Record<string, unknown>;
      writes.push({ path: url.pathname, body: sent });
      if (reply) return reply(sent);
      return Response.json({ ...ANSWER.items[1], version: 3 });
    }
    return Response.json(ANSWER);
  });
  renderDashboard(
    '/dashboard/Website/Hindi',
    [{ path: 'Website/Hindi', element: <WebsiteHindiPage /> }],
    HEAD_OFFICE,
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('Website in Hindi', () => {
  it('shows each text in English beside a Hindi box, marks English changed since, and saves only what changed', async () => {
    const writes = open();
    expect(
      await screen.findByRole('heading', { name: 'Website in Hindi', level: 1 }),
    ).toBeVisible();
    // One part at a time, the site settings first; each part with its count of texts in Hindi.
    expect(await screen.findByRole('form', { name: 'Site settings' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 texts have Hindi');
    const part = screen.getByRole('combobox', { name: 'Part of the website' });
    expect(within(part).getByRole('option', { name: 'Feature cards (1 of 2)' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Practical training' })).toBeNull();
    await userEvent.selectOptions(part, 'feature');
    expect(screen.getByRole('heading', { name: 'Feature cards', level: 2 })).toBeVisible();
    const card = screen.getByRole('form', { name: 'Practical training' });
    const title = within(card).getByRole('textbox', { name: 'Title in Hindi' });
    expect(title).toHaveValue('व्यावहारिक');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(title).toHaveAccessibleDescription(
      'The English changed since this Hindi was written: check it and save.',
    );
    expect(
      within(card).getByRole('textbox', { name: 'Description in Hindi' }),
    ).toHaveAccessibleDescription('Empty: the Hindi page shows the English.');
    const save = within(card).getByRole('button', { name: 'Save Hindi' });
    expect(save).toBeDisabled();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Description in Hindi' }), 'लैब');
    await userEvent.click(save);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      path: '/api/dashboard/content/translations/feature/7',
      body: { texts: { description: 'लैब' }, version: 2 },
    });

    // A record is named by its kind; a numbered field by its number counted from one.
    await userEvent.selectOptions(part, 'about');
    const about = screen.getByRole('form', { name: 'About page' });
    expect(
      within(about).getByRole('textbox', { name: 'Section 2 heading in Hindi' }),
    ).toBeVisible();
  });

  it("puts the server's field message at its box and a conflict above the form", async () => {
    open((sent) =>
      'description' in (sent.texts as object)
        ? Response.json(
            {
              code: 'validation',
              message: 'Use at most 500 characters',
              fieldErrors: { description: ['Use at most 500 characters'] },
            },
            { status: 400 },
          )
        : Response.json(
            {
              code: 'conflict',
              message:
                'Someone else saved the Hindi of this item since you opened it. Reload to see their version, then make your change again.',
            },
            { status: 409 },
          ),
    );
    await screen.findByRole('form', { name: 'Site settings' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Part of the website' }),
      'feature',
    );
    const card = screen.getByRole('form', { name: 'Practical training' });
    const description = within(card).getByRole('textbox', { name: 'Description in Hindi' });
    await userEvent.type(description, 'बहुत लंबा');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Hindi' }));
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(
        expect.stringContaining('Use at most 500 characters'),
      ),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Part of the website' }),
      'site',
    );
    const site = screen.getByRole('form', { name: 'Site settings' });
    await userEvent.type(within(site).getByRole('textbox', { name: 'Address in Hindi' }), 'पता');
    await userEvent.click(within(site).getByRole('button', { name: 'Save Hindi' }));
    expect(await within(site).findByRole('alert')).toHaveTextContent(
      /Someone else saved the Hindi/,
    );
  });

  it('filters to texts without Hindi or whose English changed', async () => {
    open();
    await screen.findByRole('form', { name: 'Site settings' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'outdated');
    expect(screen.queryByRole('form', { name: 'Site settings' })).toBeNull();
    expect(screen.getByText('No texts to show.')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Part of the website' }),
      'feature',
    );
    expect(screen.getByRole('form', { name: 'Practical training' })).toBeVisible();
  });

  it('shows a long part twenty items at a time', async () => {
    const photos = Array.from({ length: 45 }, (_, index) => ({
      kind: 'photo' as const,
      itemId: index + 1,
      title: `Photo ${index + 1}`,
      version: 0,
      fields: [{ field: 'alt', english: `Photo ${index + 1}`, hindi: '', outdated: false }],
    }));
    stubApi(() => Response.json({ items: photos, translated: 0, total: 45 }));
    renderDashboard(
      '/dashboard/Website/Hindi',
      [{ path: 'Website/Hindi', element: <WebsiteHindiPage /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByRole('form', { name: 'Photo 20' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Photo 21' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (20 of 45 shown)' }));
    expect(screen.getByRole('form', { name: 'Photo 40' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (40 of 45 shown)' }));
    expect(screen.getByRole('form', { name: 'Photo 45' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('reads in Hindi', async () => {
    useTestLocale('hi');
    open();
    expect(await screen.findByRole('heading', { name: 'हिन्दी में वेबसाइट', level: 1 })).toBeVisible();
    await screen.findByRole('form', { name: 'साइट सेटिंग्स' });
    expect(screen.getByRole('status')).toHaveTextContent('4 पाठों में से 1 की हिन्दी लिखी है');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'वेबसाइट का भाग' }),
      'feature',
    );
    const card = screen.getByRole('form', { name: 'Practical training' });
    expect(within(card).getByRole('textbox', { name: 'शीर्षक हिन्दी में' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'हिन्दी सहेजें' })).toBeDisabled();
  });
});
