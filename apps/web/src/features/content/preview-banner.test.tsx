import type { DraftPreview } from '@institute/shared/content/preview';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTestLocale } from '../../test/i18n';
import { PreviewBanner } from './preview-banner';

const PREVIEW: DraftPreview = {
  id: 11,
  kind: 'notice',
  label: 'Notice',
  title: 'Admissions open soon',
  savedBy: '',
  savedAt: '2026-11-24T10:00:00.000Z',
  editorPath: '/dashboard/Website#notices-heading',
};

/** The banner under a root route whose loader answered the draft previewed. */
function renderBanner() {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ preview: PREVIEW }), element: <PreviewBanner /> }],
    { hydrationData: { loaderData: { root: { preview: PREVIEW } } } },
  );
  render(<RouterProvider router={router} />);
}

describe('the preview banner', () => {
  it('says in English what is previewed', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent('Preview of a draft — not published yet');
    expect(banner).toHaveTextContent('Notice: Admissions open soon (saved by an editor)');
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      PREVIEW.editorPath,
    );
  });

  it('says it in Hindi', () => {
    useTestLocale('hi');
    renderBanner();
    const banner = screen.getByRole('region', { name: 'प्रीव्यू' });
    expect(banner).toHaveTextContent('ड्राफ़्ट का प्रीव्यू — अभी प्रकाशित नहीं');
    // The kind of draft in Hindi; its title as the editor wrote it.
    expect(banner).toHaveTextContent('सूचना: Admissions open soon (किसी संपादक द्वारा सहेजा गया)');
    expect(screen.getByRole('link', { name: 'संपादक पर वापस जाएँ' })).toBeInTheDocument();
  });
});
