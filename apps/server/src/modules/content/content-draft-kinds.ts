import { aboutInputSchema } from '@institute/shared/content/pages';
import { siteSettingsSchema, type PublicSite } from '@institute/shared/content/site';
import { draftKind, onePicture, shortTitle, type DraftKind } from './draft-kinds';
import type { PageEditor } from './page-content.service';
import type { SiteEditor } from './site-editor.service';
import type { DraftPictures } from './draft-pictures';
import type { SiteLogoService } from './site-logo.service';
import { logoDraftSchema } from '@institute/shared/content/drafts';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';

/** The drafts of the site settings, logo and About page (the declared kinds': kinds/). */
export function contentDraftKinds(
  site: SiteEditor,
  pages: PageEditor,
  logo: SiteLogoService,
  pictures: DraftPictures,
): DraftKind[] {
  return [
    draftKind({
      name: 'site_logo',
      label: 'Logo',
      shape: 'record',
      // A new logo uploaded for the draft (decision 0038).
      schema: logoDraftSchema,
      pictures: onePicture(MEDIA_MESSAGES.image),
      version: async () => (await logo.stored()).version,
      title: () => 'Logo',
      previewPath: () => '/',
      overlays: {
        '/api/content/site': async (answer: PublicSite, data) => {
          const upload =
            data.picture === undefined ? undefined : await pictures.picture(data.picture);
          if (!upload) return answer;
          const { imageUrl: src, srcset, width, height } = upload;
          return { ...answer, logo: { src, srcset, width, height } };
        },
      },
      publish: async (user, data, _itemId, version, ip) => {
        const taken = await pictures.forPublishing(data.picture ?? 0, 'image');
        await logo.set(user, taken.stored, version, ip, taken.adopt);
      },
    }),
    draftKind({
      name: 'site_settings',
      label: 'Site settings',
      shape: 'record',
      schema: siteSettingsSchema,
      version: async (user) => (await site.editableSite(user)).version,
      title: (data) => shortTitle(data.instituteName),
      previewPath: () => '/contact',
      overlays: {
        '/api/content/site': (answer: PublicSite, data) => ({
          ...answer,
          ...data,
          logo: answer.logo,
        }),
      },
      publish: async (user, data, _itemId, version, ip) => {
        await site.saveSite(user, { ...data, version }, ip);
      },
    }),
    draftKind({
      name: 'about_page',
      label: 'About page',
      shape: 'record',
      schema: aboutInputSchema,
      version: async (user) => (await pages.editableAbout(user)).version,
      title: (data) => shortTitle(data.intro),
      previewPath: () => '/about',
      overlays: { '/api/content/about': (_answer: unknown, data) => data },
      publish: async (user, data, _itemId, version, ip) => {
        await pages.saveAbout(user, { ...data, version }, ip);
      },
    }),
  ];
}
