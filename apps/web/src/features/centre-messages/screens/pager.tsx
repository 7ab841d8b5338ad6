import { useLingui } from '@lingui/react';
import { SECONDARY } from '../../../components/ui/button';

/** Previous / next between pages of a list; nothing when it fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { _ } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={SECONDARY}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {_('centreMessages.pager.previous')}
      </button>
      <p className="text-sm text-slate-700">{_('centreMessages.pager.page', { page, pages })}</p>
      <button
        type="button"
        className={SECONDARY}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {_('centreMessages.pager.next')}
      </button>
    </nav>
  );
}
