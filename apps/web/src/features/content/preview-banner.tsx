import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DraftKindName } from '@institute/shared/content/drafts';
import { PREVIEW_PARAM, previewIdOf, type DraftPreview } from '@institute/shared/content/preview';
import { useRouteLoaderData } from 'react-router';
import { api } from '../../lib/api-client';

/**
 * The draft a `?preview=<id>` page shows (decision 0030), read by the root route's loader: on
 * the server the content answers then carry the draft, and this tells the banner. Null for any
 * other page, and for anyone who may not edit the website (the API answers 404: the plain page).
 */
export async function loadPreview(
  request: Request,
  context: unknown,
): Promise<DraftPreview | null> {
  const id = previewIdOf(new URL(request.url).searchParams.get(PREVIEW_PARAM));
  if (id === null) return null;
  try {
    return await api<DraftPreview>(`/api/content/preview/${id}`, { context });
  } catch {
    return null;
  }
}

/** How the banner names each kind of draft (the server's `label` is English). */
const KIND_IDS: Record<DraftKindName, MessageId> = {
  site_settings: 'preview.kind.siteSettings',
  notice: 'preview.kind.notice',
  about_page: 'preview.kind.aboutPage',
  feature_card: 'preview.kind.featureCard',
  plan: 'preview.kind.plan',
  slide: 'preview.kind.slide',
  course_page: 'preview.kind.coursePage',
  course_card: 'preview.kind.courseCard',
  site_logo: 'preview.kind.siteLogo',
  gallery_photos: 'preview.kind.galleryPhotos',
};

/** "Preview of a draft — not published yet", above every part of a previewed page. */
export function PreviewBanner() {
  const data = useRouteLoaderData('root') as { preview?: DraftPreview | null } | undefined;
  const preview = data?.preview;
  const { _ } = useLingui();
  if (!preview) return null;
  return (
    <section
      aria-label={_('preview.label')}
      className="border-b-4 border-amber-500 bg-amber-100 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>
          <strong className="font-semibold">{_('preview.banner')}</strong>
          <span className="block text-sm sm:inline sm:before:content-['_·_']">
            {_('preview.what', {
              label: _(KIND_IDS[preview.kind]),
              title: preview.title,
              name: preview.savedBy || _('preview.anEditor'),
            })}
          </span>
        </p>
        <a
          href={preview.editorPath}
          className="inline-flex min-h-11 items-center font-semibold text-amber-950 underline underline-offset-2"
        >
          {_('preview.back')}
        </a>
      </div>
    </section>
  );
}
