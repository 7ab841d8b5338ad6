import { describe, expect, it } from 'vitest';
import { DEFAULT_META, metaOf, type RouteHandle } from './page-meta';

const handle = (meta?: RouteHandle['meta'], metaFromData?: RouteHandle['metaFromData']) => ({
  meta,
  metaFromData,
});

describe('metaOf', () => {
  const fromPage = (data: unknown) => {
    const page = data as { title?: string; summary?: string } | undefined;
    return page?.title ? { title: page.title, description: page.summary ?? '' } : undefined;
  };

  it("takes a page's title and description from its loaded data when the route says so", () => {
    const matches = [
      { handle: handle({ title: 'Site', description: 'All' }) },
      {
        handle: handle({ title: 'Our Courses', description: 'Fallback' }, fromPage),
        loaderData: { title: 'Robotics', summary: 'Build robots.' },
      },
    ];
    expect(metaOf(matches)).toEqual({ title: 'Robotics', description: 'Build robots.' });
  });

  it('falls back to the static meta without data (an error page), then to the default', () => {
    expect(
      metaOf([{ handle: handle({ title: 'Our Courses', description: 'Fallback' }, fromPage) }]),
    ).toEqual({ title: 'Our Courses', description: 'Fallback' });
    expect(metaOf([{ handle: undefined }])).toBe(DEFAULT_META);
  });
});
