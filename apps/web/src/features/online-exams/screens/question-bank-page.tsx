import {
  OPTION_LETTERS,
  type QuestionImportReport,
  type QuestionItem,
} from '@institute/shared/online-exams';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { Dialog } from '../../../components/ui/dialog';
import {
  QUESTION_TEMPLATE_HREF,
  useDeleteQuestion,
  useImportQuestions,
  useQuestions,
} from '../online-exams-api';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { QuestionForm } from './question-form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { PRIMARY, SECONDARY, TEXT_LINK } from '../../../components/ui/button';
import { SMALL_BUTTON } from '../../../components/ui/button';
import { courseChoices, useCatalogue } from '../../../lib/catalogue';

/** The question bank of each course: head office keeps it; staff see what exams draw from. */
export function QuestionBankPage() {
  const user = useStaffUser();
  const canEdit = isHeadOffice(user);
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue().data ?? [];
  const courseCode = params.get('course') ?? '';
  const questions = useQuestions(courseCode);
  const remove = useDeleteQuestion(courseCode);
  const [editing, setEditing] = useState<{ question: QuestionItem | null } | null>(null);
  const [deleting, setDeleting] = useState<QuestionItem | null>(null);
  const { _ } = useLingui();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        setDeleting(null);
        showToast(_('onlineExams.bank.deleted', { message }), 'success');
      },
      onError: (error) => {
        setDeleting(null);
        showToast(messageOf(error, _('onlineExams.bank.deleteFailed')), 'error');
      },
    });
  };

  return (
    <div className="p-4 sm:p-8">
      <PageHeading
        title={_('onlineExams.bank.title')}
        intro={canEdit ? _('onlineExams.bank.introEditor') : _('onlineExams.bank.introViewer')}
        actions={
          canEdit && courseCode ? (
            <button
              type="button"
              className={PRIMARY}
              onClick={() => setEditing({ question: null })}
            >
              {_('onlineExams.bank.add')}
            </button>
          ) : undefined
        }
      />
      <SelectField
        className="max-w-xl"
        label={_('onlineExams.common.course')}
        placeholder={_('onlineExams.common.selectCourse')}
        value={courseCode}
        onChange={(event) =>
          setParams(event.target.value ? { course: event.target.value } : {}, { replace: true })
        }
        options={courseChoices(catalogue)}
      />

      {canEdit && courseCode && <ImportPanel courseCode={courseCode} />}

      <div className="mt-6">
        {courseCode && questions.isPending && <LoadingMessage />}
        {questions.isError && <ErrorMessage>{_('onlineExams.bank.loadFailed')}</ErrorMessage>}
        {questions.data && questions.data.length === 0 && (
          <p className="rounded-md bg-white p-4 text-slate-700">{_('onlineExams.bank.none')}</p>
        )}
        {questions.data && questions.data.length > 0 && (
          <ol className="grid gap-3">
            {questions.data.map((question, index) => (
              <li
                key={question.id}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <p className="font-medium whitespace-pre-line text-slate-900">
                    {index + 1}. {question.question}
                  </p>
                  <span className="text-sm text-slate-600">
                    {question.usedInExams > 0
                      ? _('onlineExams.bank.marksInExams', {
                          marks: question.marks,
                          exams: question.usedInExams,
                        })
                      : _('onlineExams.common.marks', { marks: question.marks })}
                  </span>
                </div>
                <ul className="mt-2 grid gap-1 text-sm">
                  {question.options.map((option, i) => {
                    const right = question.correct?.includes(i) ?? false;
                    return (
                      <li
                        key={i}
                        className={right ? 'font-semibold text-green-800' : 'text-slate-800'}
                      >
                        {OPTION_LETTERS[i]}. {option}
                        {right && <span> {_('onlineExams.bank.correct')}</span>}
                      </li>
                    );
                  })}
                </ul>
                {canEdit && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('onlineExams.bank.editNumber', { number: index + 1 })}
                      onClick={() => setEditing({ question })}
                    >
                      {_('onlineExams.bank.edit')}
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={_('onlineExams.bank.deleteNumber', { number: index + 1 })}
                      onClick={() => setDeleting(question)}
                    >
                      {_('onlineExams.bank.delete')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <Dialog
        open={editing !== null}
        title={editing?.question ? _('onlineExams.bank.editTitle') : _('onlineExams.bank.add')}
        className="max-w-2xl"
        onClose={() => setEditing(null)}
      >
        {editing && (
          <QuestionForm
            courseCode={courseCode}
            question={editing.question}
            onSaved={() => {
              setEditing(null);
              showToast(
                editing.question ? _('onlineExams.bank.saved') : _('onlineExams.bank.added'),
                'success',
              );
            }}
          />
        )}
      </Dialog>

      <Dialog
        open={deleting !== null}
        title={_('onlineExams.bank.deleteTitle')}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      >
        {deleting && (
          <>
            <p className="text-slate-800">
              {deleting.usedInExams > 0
                ? _('onlineExams.bank.deleteArchives')
                : _('onlineExams.bank.deleteText')}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={PRIMARY}
                disabled={remove.isPending}
                onClick={confirmDelete}
              >
                {_('onlineExams.bank.delete')}
              </button>
              <button type="button" className={SECONDARY} onClick={() => setDeleting(null)}>
                {_('onlineExams.common.keepIt')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

interface ImportFields {
  file: FileList | null;
}

/** The file is required; the server checks its rows (and says so on the same field). */
const importResolver: Resolver<ImportFields, unknown, { file: File }> = async (
  values,
): Promise<ResolverResult<ImportFields, { file: File }>> => {
  const file = values.file?.[0];
  if (file) return { values: { file }, errors: {} };
  return { values: {}, errors: { file: { type: 'required', message: 'Choose a CSV file' } } };
};

/** Import questions from CSV, with the report of rows that could not be imported. */
function ImportPanel({ courseCode }: { courseCode: string }) {
  const importQuestions = useImportQuestions(courseCode);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ImportFields, unknown, { file: File }>({
    resolver: importResolver,
    defaultValues: { file: null },
  });

  const onValid = ({ file }: { file: File }) =>
    importQuestions.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        reset();
      },
      onError: (failure) =>
        setError('file', {
          message:
            (failure instanceof ApiRequestError && failure.fieldErrors['file']?.[0]) ||
            messageOf(failure, _('onlineExams.import.failed')),
        }),
    });

  return (
    <form
      onSubmit={(event) => {
        setReport(null);
        void handleSubmit(onValid)(event);
      }}
      noValidate
      className="mt-4 max-w-xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-brand-900">{_('onlineExams.import.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans
          id="onlineExams.import.columns"
          components={{ 0: <a href={QUESTION_TEMPLATE_HREF} className={TEXT_LINK} download /> }}
        />
      </p>
      <FileField
        id="question-csv"
        label={_('onlineExams.import.file')}
        className="mt-3"
        accept=".csv,text/csv"
        error={errors.file?.message}
        {...register('file')}
      />
      <button type="submit" className={`${SECONDARY} mt-3`} disabled={importQuestions.isPending}>
        {importQuestions.isPending
          ? _('onlineExams.import.importing')
          : _('onlineExams.import.submit')}
      </button>
      {report && (
        <div role="status" className="mt-3 text-sm">
          <p className="font-medium text-slate-900">
            {report.errors.length > 0
              ? _('onlineExams.import.importedWithErrors', {
                  imported: report.imported,
                  failed: report.errors.length,
                })
              : _('onlineExams.import.imported', { imported: report.imported })}
          </p>
          {report.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-700">
              {report.errors.map((row) => (
                <li key={row.row}>
                  {_('onlineExams.import.row', { row: row.row, messages: row.messages.join('; ') })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
