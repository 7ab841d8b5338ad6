import type { Notice } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Marquee } from '../../../components/ui/marquee';

/** The scrolling notice line, labelled 'Important Info:' ('Info:' on small screens). */
export function NoticeBanner({ notices }: { notices: readonly Notice[] }) {
  const [paused, setPaused] = useState(false);
  const { _ } = useLingui();
  if (notices.length === 0) return null;
  const length = notices.reduce((sum, notice) => sum + notice.text.length, 0);
  return (
    <section
      aria-label={_('public.notices.label')}
      className="border-y border-amber-300 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <p className="shrink-0 rounded bg-red-700 px-2 py-1 text-sm font-bold text-white">
          <span className="hidden sm:inline">{_('public.notices.importantInfo')}</span>
          <span className="sm:hidden">{_('public.notices.info')}</span>
        </p>
        <Marquee paused={paused} durationSeconds={Math.max(30, Math.round(length / 6))}>
          {notices.map((notice) => (
            <span key={notice.id} lang={notice.lang} className="mr-16 text-slate-900">
              {notice.text}
            </span>
          ))}
        </Marquee>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? _('public.notices.playLabel') : _('public.notices.pauseLabel')}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600 motion-reduce:hidden"
        >
          {paused ? _('public.notices.play') : _('public.notices.pause')}
        </button>
      </div>
    </section>
  );
}
