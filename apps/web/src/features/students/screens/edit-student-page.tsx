import { REQUIRED_ON_EDIT, STUDENT_FIELDS, STUDENT_MESSAGES } from '@institute/shared/student';
import { useNavigate, useParams, Link } from 'react-router';
import { StudentForm, valuesFromRecord, type StudentFormOutput } from '../components/student-form';
import { studentFormData, updateStudent, useStudent, useStudentSaved } from '../students-api';
import { showToast } from '../../../lib/toast';
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

  if (query.isPending) return <LoadingMessage />;
  if (query.isError) return <ErrorMessage>{STUDENT_MESSAGES.editFetchFailed}</ErrorMessage>;
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
    showToast(`Details of ${updated.firstname} ${updated.lastname} updated.`, 'success');
    navigate(viewPath(updated.registrationNumber));
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading
        title="Edit Student"
        intro={`${record.firstname} ${record.lastname}, ${record.registrationNumber}`}
        actions={
          <Link to={viewPath(record.registrationNumber)} className={SECONDARY}>
            Cancel
          </Link>
        }
      />
      <StudentForm
        key={record.registrationNumber}
        mode="edit"
        defaultValues={valuesFromRecord(record)}
        submitLabel="Submit"
        busyLabel="Submitting..."
        failureMessage={STUDENT_MESSAGES.editUpdateFailed}
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
