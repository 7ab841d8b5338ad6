import type { MarketingTool } from '@institute/shared/marketing-tools';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { MarketingToolsPage } from './marketing-tools-page';

polyfillDialog();
afterEach(() => vi.unstubAllGlobals());

const TOOL: MarketingTool = {
  id: 1,
  type: 'Online',
  description: 'Yoga poster',
  imageUrl: '/files/yoga.png',
  downloadUrl: '/files/yoga.pdf',
  downloadName: 'yoga.pdf',
  downloadSize: 2 * 1024 * 1024,
  downloadType: 'application/pdf',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const ROUTES = [{ path: 'MarketingTools', element: <MarketingToolsPage /> }];

describe('MarketingToolsPage', () => {
  it('lists the materials with their download link and asks before removing one', async () => {
    stubApi(() => Response.json([TOOL]));
    renderDashboard('/dashboard/MarketingTools', ROUTES, HEAD_OFFICE);
    expect(await screen.findByRole('link', { name: 'Download Yoga poster' })).toHaveAttribute(
      'href',
      '/files/yoga.pdf',
    );
    expect(screen.getByRole('heading', { name: 'Marketing Tools' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sl No.' })).toBeInTheDocument();
    expect(screen.getByText('PDF, 2.0 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yoga poster' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Remove Yoga poster? Staff will no longer be able to download it.',
    );
  });

  it('names a shipped tool in Hindi and one head office typed as typed', async () => {
    useTestLocale('hi');
    const shipped = { ...TOOL, id: 2, description: 'Diploma in Beautician Course' };
    stubApi(() => Response.json([shipped, TOOL]));
    renderDashboard('/dashboard/MarketingTools', ROUTES, HEAD_OFFICE);
    expect(
      await screen.findByRole('link', { name: 'ब्यूटीशियन डिप्लोमा कोर्स डाउनलोड करें' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ब्यूटीशियन डिप्लोमा कोर्स' })).toBeInTheDocument();
    expect(screen.queryByText('Diploma in Beautician Course')).toBeNull();
    expect(screen.getByRole('link', { name: 'Yoga poster डाउनलोड करें' })).toBeInTheDocument();
  });

  it('is in Hindi, its form too', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json([TOOL]));
    renderDashboard('/dashboard/MarketingTools', ROUTES, HEAD_OFFICE);
    expect(await screen.findByRole('link', { name: 'Yoga poster डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मार्केटिंग सामग्री' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'क्र. सं.' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'डाउनलोड लिंक' })).toBeInTheDocument();
    expect(screen.getByText('ऑनलाइन')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'पूर्वावलोकन: Yoga poster' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Yoga poster हटाएँ' }));
    const remove = await screen.findByRole('dialog');
    expect(within(remove).getByRole('heading', { name: 'प्रविष्टि हटाएँ' })).toBeInTheDocument();
    expect(remove).toHaveTextContent('Yoga poster हटाएँ? इसके बाद स्टाफ इसे डाउनलोड नहीं कर पाएगा।');
    await userEvent.click(within(remove).getByRole('button', { name: 'रद्द करें' }));

    await userEvent.click(screen.getByRole('button', { name: 'प्रविष्टि जोड़ें' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('प्रकार')).toHaveDisplayValue('ऑनलाइन');
    expect(within(form).getByLabelText('डाउनलोड फ़ाइल')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'प्रविष्टि जोड़ें' }));
    expect(await within(form).findByText('विवरण आवश्यक है')).toBeInTheDocument();
    expect(within(form).getByText('चित्र आवश्यक है')).toBeInTheDocument();
  });
});
