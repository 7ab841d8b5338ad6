import { gradingScaleSchema, type GradingScale } from '@institute/shared/grading';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { useGradingScale, useRegradeAll, useSaveGradingScale } from '../offline-exams-api';
import { ApiRequestError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { serverText } from '../../../i18n/server-texts';

/** The grading scale: everyone on staff reads it; head office edits the bands and fail grade. */
export function GradingScalePage() {
  const user = useStaffUser();
  const scale = useGradingScale();
  const { _ } = useLingui();
  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('exams.common.gradingScale')}
        intro={_('exams.grading.note')}
        actions={
          <Link to="/dashboard/ViewMarks" className={SECONDARY}>
            {_('exams.common.viewMarks')}
          </Link>
        }
      />
      {scale.isPending && <LoadingMessage />}
      {scale.isError && <ErrorMessage>{_('exams.grading.loadFailed')}</ErrorMessage>}
      {scale.data &&
        (isHeadOffice(user) ? (
          <ScaleEditor
            key={JSON.stringify(scale.data)}
            scale={scale.data}
            defaultScale={scale.data.defaultScale}
          />
        ) : (
          <ScaleTable scale={scale.data} />
        ))}
      {scale.data && isHeadOffice(user) && <RegradeAll />}
    </div>
  );
}

function ScaleTable({ scale }: { scale: GradingScale }) {
  const { _ } = useLingui();
  return (
    <DataTable
      caption={_('exams.common.gradingScale')}
      className="w-full max-w-md rounded-md bg-white"
      columns={[
        {
          id: 'grade',
          header: _('exams.common.grade'),
          rowHeader: true,
          cell: (band) => band.grade,
        },
        { id: 'percentage', header: _('exams.common.percentage'), cell: (band) => band.text },
      ]}
      rows={[
        ...scale.bands.map((band, index) => ({
          grade: band.grade,
          text:
            index > 0
              ? _('exams.grading.band', {
                  min: band.minPercent,
                  below: scale.bands[index - 1]!.minPercent,
                })
              : _('exams.grading.bandTop', { min: band.minPercent }),
        })),
        {
          grade: scale.failGrade,
          text: _('exams.grading.failBand', { min: scale.bands.at(-1)?.minPercent }),
        },
      ]}
      rowKey={(band) => band.grade}
    />
  );
}

type Band = { grade: string; minPercent: string };
const INPUT = `mt-1 block min-h-11 w-full rounded-md border px-3 ${FOCUS_RING}`;

function ScaleEditor({ scale, defaultScale }: { scale: GradingScale; defaultScale: GradingScale }) {
  const save = useSaveGradingScale();
  const toRows = (from: GradingScale) =>
    from.bands.map((band) => ({ grade: band.grade, minPercent: String(band.minPercent) }));
  const [bands, setBands] = useState<Band[]>(toRows(scale));
  const [failGrade, setFailGrade] = useState(scale.failGrade);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { _ } = useLingui();

  const setBand = (index: number, change: Partial<Band>) =>
    setBands((current) => current.map((band, i) => (i === index ? { ...band, ...change } : band)));

  const submit = () => {
    const input = {
      bands: bands.map((band) => ({
        grade: band.grade,
        minPercent: band.minPercent.trim() === '' ? Number.NaN : Number(band.minPercent),
      })),
      failGrade,
    };
    const parsed = gradingScaleSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // The shared schema's words, in the page's language.
      for (const issue of parsed.error.issues) {
        found[issue.path.join('.')] ??= serverText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => showToast(_('exams.grading.saved'), 'success'),
      onError: (error) => {
        if (error instanceof ApiRequestError && !error.isNetworkError) {
          setErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages[0]!]),
            ),
          );
          showToast(error.message, 'error');
        } else showToast(_('exams.grading.saveFailed'), 'error');
      },
    });
  };

  const error = (key: string) =>
    errors[key] ? <span className="mt-1 block text-sm text-red-700">{errors[key]}</span> : null;

  return (
    <div className="grid max-w-xl gap-4 rounded-md bg-white p-4 sm:p-6">
      <p className="text-sm text-slate-700">{_('exams.grading.editorNote')}</p>
      {errors.bands && (
        <p role="alert" className="text-sm text-red-700">
          {errors.bands}
        </p>
      )}
      <ol className="grid gap-3">
        {bands.map((band, index) => (
          <li key={index} className="flex flex-wrap items-start gap-2">
            <label className="w-28 text-sm font-medium text-slate-800">
              {_('exams.grading.gradeNumber', { number: index + 1 })}
              <input
                value={band.grade}
                onChange={(event) => setBand(index, { grade: event.target.value })}
                aria-invalid={errors[`bands.${index}.grade`] ? true : undefined}
                className={`${INPUT} ${errors[`bands.${index}.grade`] ? 'border-red-600' : 'border-slate-400'}`}
              />
              {error(`bands.${index}.grade`)}
            </label>
            <label className="w-44 text-sm font-medium text-slate-800">
              {_('exams.grading.minPercent')}
              <input
                inputMode="decimal"
                value={band.minPercent}
                onChange={(event) => setBand(index, { minPercent: event.target.value })}
                aria-invalid={errors[`bands.${index}.minPercent`] ? true : undefined}
                className={`${INPUT} ${errors[`bands.${index}.minPercent`] ? 'border-red-600' : 'border-slate-400'}`}
              />
              {error(`bands.${index}.minPercent`)}
            </label>
            <button
              type="button"
              className={`${SECONDARY} mt-6`}
              onClick={() => setBands((current) => current.filter((_, i) => i !== index))}
            >
              <Trans
                id="exams.grading.remove"
                values={{ number: index + 1 }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </button>
          </li>
        ))}
      </ol>
      <label className="w-44 text-sm font-medium text-slate-800">
        {_('exams.grading.failGrade')}
        <input
          value={failGrade}
          onChange={(event) => setFailGrade(event.target.value)}
          aria-invalid={errors.failGrade ? true : undefined}
          className={`${INPUT} ${errors.failGrade ? 'border-red-600' : 'border-slate-400'}`}
        />
        {error('failGrade')}
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={SECONDARY}
          onClick={() => setBands((current) => [...current, { grade: '', minPercent: '' }])}
        >
          {_('exams.grading.addGrade')}
        </button>
        <button
          type="button"
          className={SECONDARY}
          onClick={() => {
            setBands(toRows(defaultScale));
            setFailGrade(defaultScale.failGrade);
            setErrors({});
          }}
        >
          {_('exams.grading.useDefault')}
        </button>
        <button type="button" className={PRIMARY} onClick={submit} disabled={save.isPending}>
          {save.isPending ? _('exams.common.saving') : _('exams.grading.save')}
        </button>
      </div>
    </div>
  );
}

/** Head office: grade every recorded result again with the current scale, after a warning. */
function RegradeAll() {
  const regrade = useRegradeAll();
  const [open, setOpen] = useState(false);
  const { _ } = useLingui();
  const run = () =>
    regrade.mutate(undefined, {
      onSuccess: ({ results, changed }) => {
        setOpen(false);
        showToast(_('exams.regrade.done', { results, changed }), 'success');
      },
      onError: () => {
        setOpen(false);
        showToast(_('exams.regrade.failed'), 'error');
      },
    });
  return (
    <section aria-labelledby="regrade-heading" className="mt-8 max-w-xl">
      <h2 id="regrade-heading" className="text-lg font-bold text-brand-900">
        {_('exams.regrade.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{_('exams.regrade.text')}</p>
      <button type="button" className={`${SECONDARY} mt-3`} onClick={() => setOpen(true)}>
        {_('exams.regrade.title')}
      </button>
      <Dialog open={open} title={_('exams.regrade.confirmTitle')} onClose={() => setOpen(false)}>
        <p className="text-slate-700">{_('exams.regrade.confirmText')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={PRIMARY} onClick={run} disabled={regrade.isPending}>
            {regrade.isPending ? _('exams.regrade.running') : _('exams.regrade.now')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => setOpen(false)}>
            {_('exams.common.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
