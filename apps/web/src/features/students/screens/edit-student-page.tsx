import { REQUIRED_ON_EDIT, STUDENT_FIELDS } from '@institute/shared/student';
import { useLingui } from '@lingui/react';
import { useNavigate, useParams, Link } from 'react-router';
import { StudentForm, valuesFromRecord, type StudentFormOutput } from '../components/student-form';
import { studentFormData, updateStudent, useStudent, useStudentSaved } from '../students-api';
import { showToast } from '../../../lib/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status-message';
import { PageHeading } from '../../../components/ui/page-heading';
import { SECONDARY } from '../../../components/ui/button';
import { viewPath } from '../../../lib/student-paths';

/** Edit Student: the admission form filled in from the record; files replace the stored ones. */
export function EditStudentPage() {
  const { registrationNumber = '' } = useParams();
  const query = useStudent(registrationNumber);
  const navigate = useNavigate();
  const saved = useStudentSaved();
  const { _ } = useLingui();

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) {
    // Archived (409): the server's one message for a frozen student (decision 0058).
    const archived = query.error instanceof ApiRequestError && query.error.status === 409;
    return (
      <ErrorMessage>
        {archived ? query.error.message : _('students.msg.editFetchFailed')}
      </ErrorMessage>
    );
  }
  const record = query.data;

  const onSubmit = async ({ values, files, confirmSecondEnrolment }: StudentFormOutput) => {
    // Optional fields that had a value and were emptied are sent empty: the server clears them.
    const cleared = STUDENT_FIELDS.filter(
      (field) =>
        !REQUIRED_ON_EDIT.includes(field) &&
        values[field] === undefined &&
        (record as Record<string, unknown>)[field] != null,
    );
    const updated = await updateStudent(
      record.registrationNumber,
      studentFormData(values, files, undefined, cleared, confirmSecondEnrolment),
    );
    saved(updated);
    showToast(
      _('students.edit.updated', { name: `${updated.firstname} ${updated.lastname}` }),
      'success',
    );
    navigate(viewPath(updated.registrationNumber));
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title={_('students.edit.title')}
        intro={`${record.firstname} ${record.lastname}, ${record.registrationNumber}`}
        actions={
          <Link to={viewPath(record.registrationNumber)} className={SECONDARY}>
            {_('students.edit.cancel')}
          </Link>
        }
      />
      <StudentForm
        key={record.registrationNumber}
        mode="edit"
        defaultValues={valuesFromRecord(record)}
        submitLabel={_('students.edit.submit')}
        busyLabel={_('students.edit.submitting')}
        failureMessage={_('students.msg.editUpdateFailed')}
        onSubmit={onSubmit}
        currentFiles={{
          photo: record.photo,
          signature: record.signature,
          marksheet: record.marksheet,
        }}
      />
    </div>
  );
}
