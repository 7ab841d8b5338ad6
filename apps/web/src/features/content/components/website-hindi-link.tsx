import { useLingui } from '@lingui/react';
import { Link } from 'react-router';

/** The way from the Website page to the Hindi of its texts (decision 0034). */
export function WebsiteHindiLink() {
  const { _ } = useLingui();
  return (
    <p className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <Link
        to="/dashboard/Website/Hindi"
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {_('contentHindi.link')}
      </Link>
      <span className="block text-sm text-slate-700">{_('contentHindi.linkHint')}</span>
    </p>
  );
}
