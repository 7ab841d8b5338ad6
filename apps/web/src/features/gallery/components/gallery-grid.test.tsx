import type { GalleryItem } from '@institute/shared/content/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { polyfillDialog } from '../../../test/dashboard';
import { GalleryGrid } from './gallery-grid';

polyfillDialog();

const item = (id: number, caption: string, alt: string): GalleryItem => ({
  id,
  caption,
  alt,
  imageUrl: `/api/media/${id}`,
  width: 1600,
  height: 1200,
  thumbUrl: `/api/media/${id}?w=480`,
  thumbWidth: 480,
  thumbHeight: 360,
  srcset: `/api/media/${id}?w=480 480w`,
  albumId: null,
});

const ITEMS = [
  item(1, 'Computer lab at the main centre', 'Students at computers'),
  item(2, 'Certificate distribution day', 'A student receives a certificate'),
];

describe('the gallery grid', () => {
  it('captions each figure outside its link, as HTML allows (issue 32)', () => {
    const { container } = render(<GalleryGrid items={ITEMS} />);
    // A figcaption must be a child of its figure, first or last; a link is no figure.
    expect(container.querySelectorAll('a figcaption')).toHaveLength(0);
    const figures = [...container.querySelectorAll('figure')];
    expect(figures).toHaveLength(2);
    for (const [index, figure] of figures.entries()) {
      const captions = figure.querySelectorAll('figcaption');
      expect(captions).toHaveLength(1);
      expect(captions[0]!.parentElement).toBe(figure);
      expect([figure.firstElementChild, figure.lastElementChild]).toContain(captions[0]);
      expect(captions[0]).toHaveTextContent(ITEMS[index]!.caption);
      // The link holds the picture, and is named by it.
      const link = figure.querySelector('a')!;
      expect(link.querySelector('img')).toHaveAttribute('alt', ITEMS[index]!.alt);
      expect(link).toHaveAccessibleName(`Enlarge: ${ITEMS[index]!.alt}`);
      expect(link).toHaveAttribute('href', ITEMS[index]!.imageUrl);
    }
  });

  it('opens the enlarged picture from its link', async () => {
    const user = userEvent.setup();
    render(<GalleryGrid items={ITEMS} />);
    await user.click(
      screen.getByRole('link', { name: 'Enlarge: A student receives a certificate' }),
    );
    expect(screen.getByRole('dialog', { name: 'Certificate distribution day' })).toBeVisible();
  });
});
