import type { CataloguePage as Page, CourseCard } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { CourseGrid } from '../../features/content/components/course-grid';
import {
  CourseEnquiryDialog,
  type CourseEnquiryTarget,
} from '../../features/enquiries/components/course-enquiry-dialog';
import { LocaleLink as Link } from '../../i18n/locale';
import { PageHeader } from './page-header';

/** The state a plan's 'Check Out' link hands over: the plan's label. */
function checkOutOf(state: unknown): string | null {
  const value = (state as { checkOut?: unknown } | null)?.checkOut;
  return typeof value === 'string' ? value : null;
}

/**
 * An 'Our Courses' page: a catalogue under /course or a duration page (/one ...). 'Buy Now' on a
 * card, or arriving from a plan's 'Check Out', opens the short enquiry form.
 */
export function CataloguePage() {
  const page = useLoaderData<Page>();
  const location = useLocation();
  const navigate = useNavigate();
  const { _ } = useLingui();
  const [target, setTarget] = useState<CourseEnquiryTarget | null>(null);

  // Arriving from a plan's 'Check Out', the enquiry form for the plan is open.
  const checkOut = checkOutOf(location.state);
  const shown: CourseEnquiryTarget | null =
    target ??
    (checkOut ? { courseTitle: `${checkOut} plan`, plan: checkOut, source: 'check_out' } : null);

  const onClose = () => {
    setTarget(null);
    // Forget the plan, so that reloading or coming back does not open the form again.
    if (checkOut)
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  const onBuyNow = (card: CourseCard) => setTarget({ courseTitle: card.title, source: 'buy_now' });

  return (
    <>
      {/* The heading and the introduction are the site's own words, in the page's language. */}
      <PageHeader eyebrow={page.title} title={_('public.ourCourses.heading')}>
        <p>{_('public.ourCourses.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="mb-8 text-slate-700">
          {page.summary}{' '}
          <Link
            to="/course"
            className="font-semibold text-brand-700 underline hover:text-brand-900"
          >
            {_('public.catalogue.seeAll')}
          </Link>
        </p>
        <CourseGrid cards={page.cards} onBuyNow={onBuyNow} />
      </div>
      <CourseEnquiryDialog target={shown} onClose={onClose} />
    </>
  );
}
