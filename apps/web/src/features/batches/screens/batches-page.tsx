import { shownName, shownOption } from '../../../lib/catalogue';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { useCentres, useCentresAdmin } from '../../centres/centres-api';
import { StaffPanel } from '../../centres/screens/staff-panel';
import { useBatches } from '../batches-api';
import { BatchForm } from './batch-form';
import { timingLabel } from './weekday-label';

/**
 * Batches: the centre's batches with their timing, room, teacher and places; a new batch; the
 * centre's teachers (centre staff). A teacher: My batches, the batches assigned to them only.
 */
export function BatchesPage() {
  const { _ } = useLingui();
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const teacher = user?.role === 'teacher';
  const centres = useCentres(headOffice);
  const ownCentre = useCentresAdmin(user?.role === 'centre_staff');
  const [chosen, setChosen] = useState<number | null>(null);
  const centreId = teacher ? null : headOffice ? chosen : (user?.centreId ?? null);
  const batches = useBatches(headOffice ? chosen : null);
  const [adding, setAdding] = useState(false);

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-8">
      <PageHeading
        title={teacher ? _('batches.mine.title') : _('batches.title')}
        intro={teacher ? _('batches.mine.intro') : _('batches.intro')}
        actions={
          teacher ? undefined : (
            <Link to="/dashboard/Timetable" className="font-semibold text-brand-700 underline">
              {_('batches.timetable.link')}
            </Link>
          )
        }
      />
      {headOffice && (
        <div className="mb-4">
          <label htmlFor="batches-centre" className="block text-sm font-semibold text-slate-800">
            {_('batches.centre')}
          </label>
          <select
            id="batches-centre"
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
            value={chosen ?? ''}
            onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{_('batches.allCentres')}</option>
            {centres.data?.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name} ({centre.code})
              </option>
            ))}
          </select>
        </div>
      )}
      {centreId !== null && (
        <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
          {adding ? (
            <>
              <h2 className="mb-3 text-lg font-semibold">{_('batches.new')}</h2>
              <BatchForm centreId={centreId} onSaved={() => setAdding(false)} />
            </>
          ) : (
            <button
              type="button"
              className="min-h-11 font-semibold text-brand-700 underline"
              onClick={() => setAdding(true)}
            >
              {_('batches.new')}
            </button>
          )}
        </section>
      )}
      {batches.isPending && <LoadingMessage />}
      {batches.isError && <ErrorMessage>{_('batches.loadFailed')}</ErrorMessage>}
      {batches.data && batches.data.length === 0 && (
        <p className="rounded-md bg-white p-4 text-slate-700">
          {teacher ? _('batches.mine.none') : _('batches.none')}
        </p>
      )}
      <ul className="space-y-3">
        {batches.data?.map((batch) => (
          <li key={batch.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Link
              to={`/dashboard/Batches/${batch.id}`}
              className="text-lg font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {batch.name}
            </Link>
            <p className="text-slate-800">
              {shownName(batch.courseName)}
              {batch.courseOption ? ` (${shownOption(batch.courseOption)})` : ''}
            </p>
            <p className="text-slate-700">{timingLabel(_, batch)}</p>
            <p className="text-slate-700">
              {_('batches.roomTeacher', {
                room: batch.room,
                teacher: batch.teacherName ?? _('batches.noTeacher'),
              })}
            </p>
            <p className="text-slate-700">
              {_('batches.places', { enrolled: batch.enrolled, capacity: batch.capacity })}
            </p>
            {headOffice && <p className="text-sm text-slate-600">{batch.centreName}</p>}
          </li>
        ))}
      </ul>
      {/* The centre's staff make and manage its teachers' accounts (decision 0069). */}
      {ownCentre.data?.[0] && <StaffPanel centre={ownCentre.data[0]} teachersOnly />}
    </div>
  );
}
