import { networkToday } from '@institute/shared/dashboard-summary';
import type { HomeContent } from '@institute/shared/content/content';
import { aboutInputSchema } from '@institute/shared/content/pages';
import {
  noticeInputSchema,
  siteSettingsSchema,
  type EditableNotice,
  type PublicSite,
} from '@institute/shared/content/site';
import type { AuthenticatedUser } from '../../lib/access';
import { draftKind, onePicture, shortTitle, type DraftKind } from './draft-kinds';
import type { PageEditor } from './page-content.service';
import type { SiteEditor } from './site-editor.service';
import { withItem } from './kinds/overlays';
import type { DraftPictures } from './draft-pictures';
import type { SiteLogoService } from './site-logo.service';
import { logoDraftSchema } from '@institute/shared/content/drafts';
import { MEDIA_MESSAGES } from '@institute/shared/content/media';

type NoticeData = ReturnType<typeof noticeInputSchema.parse>;

/** The notices the home page shows with the draft applied: today's, in their order. */
async function previewNotices(
  editor: SiteEditor,
  user: AuthenticatedUser,
  data: NoticeData,
  itemId: number | null,
): Promise<HomeContent['notices']> {
  const today = networkToday();
  const draft = {
    id: itemId ?? 0,
    textEn: data.textEn,
    textHi: data.textHi,
    startsOn: data.startsOn,
    endsOn: data.endsOn,
    position: data.position,
    showing: (!data.startsOn || data.startsOn <= today) && (!data.endsOn || data.endsOn >= today),
  } as EditableNotice;
  return withItem(await editor.listNotices(user), itemId, draft)
    .filter((notice) => notice.showing)
    .sort((a, b) => a.position - b.position || (a.id || Infinity) - (b.id || Infinity))
    .map((notice) =>
      notice.textEn
        ? { id: notice.id, text: notice.textEn, lang: 'en' }
        : { id: notice.id, text: notice.textHi, lang: 'hi' },
    );
}

/** The drafts of the site settings, logo, notices and About page (declared kinds: kinds/). */
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
      name: 'notice',
      label: 'Notice',
      shape: 'items',
      schema: noticeInputSchema,
      version: async (_user, itemId) => (await site.notice(itemId!))?.version,
      title: (data) => shortTitle(data.textEn || data.textHi),
      previewPath: () => '/',
      overlays: {
        '/api/content/home': async (answer: HomeContent, data, itemId, user) => ({
          ...answer,
          notices: await previewNotices(site, user, data, itemId),
        }),
      },
      publish: async (user, data, itemId, version, ip) => {
        if (itemId === null) await site.createNotice(user, data, ip);
        else await site.updateNotice(user, itemId, { ...data, version }, ip);
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
