import type { MarksSheet } from '@institute/shared/offline-exams';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PRIMARY, SECONDARY } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { showToast } from '../../../lib/toast';
import { serverText } from '../../../i18n/server-texts';
import { useResultsStep } from '../offline-exams-api';

/**
 * Where the results of an exam session stand (decision 0056): a draft no student sees, submitted
 * for publishing (the four-eyes rule), or published; with the step this user may take, or why
 * not.
 */
export function ResultsPublishing({ sheet }: { sheet: MarksSheet }) {
  const { _ } = useLingui();
  const step = useResultsStep(sheet.session.id);
  const [confirming, setConfirming] = useState(false);
  const { results } = sheet.session;
  const { publishing } = sheet;

  const run = (which: 'submit' | 'publish') =>
    step.mutate(which, {
      onSuccess: () => {
        setConfirming(false);
        showToast(
          which === 'publish'
            ? _('exams.results.publishedToast')
            : _('exams.results.submittedToast'),
          'success',
        );
      },
      onError: (error) => {
        setConfirming(false);
        showToast(
          error instanceof ApiRequestError && !error.isNetworkError
            ? error.message
            : _('exams.results.failed'),
          'error',
        );
      },
    });

  const status =
    results.status === 'published'
      ? _('exams.results.published', {
          date: formatDate(results.issueDate ?? ''),
          name: results.publishedBy ?? '',
        })
      : results.status === 'submitted'
        ? _('exams.results.submitted', {
            date: formatDate(results.submittedAt ?? ''),
            name: results.submittedBy ?? '',
          })
        : _('exams.results.draft');

  return (
    <section
      aria-labelledby="results-publishing-heading"
      className="mb-4 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id="results-publishing-heading" className="font-bold text-brand-900">
        {_('exams.results.heading')}
      </h2>
      <p className="mt-1 text-slate-800" data-testid="results-status">
        {status}
      </p>
      {publishing.marksClosedReason && (
        <p role="status" className="mt-2 rounded bg-amber-50 p-2 text-amber-900">
          {serverText(publishing.marksClosedReason)}
        </p>
      )}
      {results.status !== 'published' && (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {publishing.fourEyes ? _('exams.results.fourEyesHelp') : _('exams.results.help')}
          </p>
          {!publishing.canPublish &&
            publishing.blockedReason &&
            publishing.blockedReason !== publishing.marksClosedReason && (
              <p className="mt-2 text-sm text-slate-700" data-testid="publish-blocked">
                {serverText(publishing.blockedReason)}
              </p>
            )}
          <div className="mt-3 flex flex-wrap gap-2">
            {publishing.canSubmit && (
              <button
                type="button"
                className={SECONDARY}
                disabled={step.isPending}
                onClick={() => run('submit')}
              >
                {_('exams.results.submit')}
              </button>
            )}
            {publishing.canPublish && (
              <button
                type="button"
                className={PRIMARY}
                disabled={step.isPending}
                onClick={() => setConfirming(true)}
              >
                {_('exams.results.publish')}
              </button>
            )}
          </div>
        </>
      )}
      <Dialog
        open={confirming}
        title={_('exams.results.confirmTitle')}
        onClose={() => setConfirming(false)}
      >
        <p className="text-slate-800">
          {_('exams.results.confirmText', { title: sheet.session.title })}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className={PRIMARY}
            disabled={step.isPending}
            onClick={() => run('publish')}
          >
            {_('exams.results.confirmPublish')}
          </button>
          <button type="button" className={SECONDARY} onClick={() => setConfirming(false)}>
            {_('exams.results.cancel')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
