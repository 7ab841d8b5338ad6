import type { StudentRecord } from '@institute/shared/student';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  EMPTY_STUDENT_VALUES,
  StudentForm,
  type StudentFormOutput,
} from '../components/student-form';
import { ZeroCourseFeeWarning } from '../components/zero-course-fee-warning';
import {
  AdmissionWalletPanel,
  AdmissionWalletShort,
  useAdmissionWallet,
} from '../components/admission-wallet';
import { accountKeys } from '../../accounts/accounts-api';
import { ApiRequestError } from '../../../lib/api-client';
import { ADD_STUDENT_PATH, addStudent, studentFormData, useStudentSaved } from '../students-api';
import { OutboxNotes } from '../../../components/offline/outbox-notes';
import { isOffline, newSaveKey, outbox, type OutboxFormEntry } from '../../../lib/outbox';
import { isHeadOffice, useStaffUser } from '../../auth/use-staff-user';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { PageHeading } from '../../../components/ui/page-heading';
import { TEXT_LINK } from '../../../components/ui/button';
import { viewPath } from '../../../lib/student-paths';
import { useCentres } from '../../centres/centres-api';
import { BatchChoice } from '../../batches/batch-choice';
import { enrolStudent } from '../../batches/batches-api';
import { AffiliationNotice, useAffiliationBlock } from '../../centres/affiliation-notice';

/** Add Student: the admission form; on success the new registration number. */
export function AddStudentPage() {
  const user = useStaffUser();
  const headOffice = isHeadOffice(user);
  const centres = useCentres(headOffice);
  const saved = useStudentSaved();
  // An expired centre admits nobody until renewed: the screen says why (decision 0072).
  const blocked = useAffiliationBlock();
  const { _ } = useLingui();
  const [added, setAdded] = useState<StudentRecord | null>(null);
  // The name of a student kept on this phone for want of a connection (decision 0087).
  const [keptOffline, setKeptOffline] = useState<string | null>(null);
  // The batch chosen for the new student (issue 35), and why enrolling them in it failed.
  const [batchId, setBatchId] = useState('');
  const [batchFailure, setBatchFailure] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  // Centre staff see what admitting costs their wallet before filling the form (issue 37).
  // Head office sees the wallet of the centre it chose.
  const [course, setCourse] = useState('');
  const onCourseChange = useCallback((value: string) => setCourse(value), []);
  const [chosenCentre, setChosenCentre] = useState('');
  const onCentreChange = useCallback((value: string) => setChosenCentre(value), []);
  const wallet = useAdmissionWallet(
    !headOffice || chosenCentre !== '',
    course,
    headOffice && chosenCentre ? Number(chosenCentre) : null,
  );
  const defaultValues = useMemo(
    () => ({ ...EMPTY_STUDENT_VALUES, centreId: user?.centreId ? String(user.centreId) : '' }),
    [user?.centreId],
  );

  // The confirmation takes the focus, so it is seen (the form is long) and read out.
  useEffect(() => {
    if (added) bannerRef.current?.focus();
  }, [added]);

  const onSubmit = async ({
    values,
    files,
    centreId,
    confirmSecondEnrolment,
  }: StudentFormOutput) => {
    setAdded(null);
    setKeptOffline(null);
    const body = studentFormData(
      values,
      files,
      headOffice ? centreId : undefined,
      [],
      confirmSecondEnrolment,
    );
    const key = newSaveKey();
    // No connection: the form (its photo included) waits on this phone and is sent when the
    // connection returns, with this key, so that it adds the student once (decision 0087).
    const keep = async () => {
      if (!user) return;
      const name = [values.firstname, values.lastname].filter(Boolean).join(' ');
      await outbox.add({
        id: key,
        userId: user.id,
        kind: 'add-student',
        group: `add-student:${key}`,
        label: _('offline.studentLabel', { name }),
        method: 'POST',
        url: ADD_STUDENT_PATH,
        form: [...body.entries()] as OutboxFormEntry[],
        extra: batchId ? { batchId: Number(batchId) } : undefined,
      });
      setBatchId('');
      setKeptOffline(name);
    };
    if (isOffline()) {
      await keep();
      return;
    }
    let record: StudentRecord;
    try {
      record = await addStudent(body, key);
    } catch (error) {
      if (error instanceof ApiRequestError && error.isNetworkError) {
        await keep();
        return;
      }
      // Refused (the wallet may have been spent meanwhile): the balance shown is read again.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }
      throw error;
    }
    saved(record);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    setBatchFailure(null);
    if (batchId) {
      // The student is admitted; the batch is a second step that may be refused (full since).
      try {
        await enrolStudent(Number(batchId), record.registrationNumber);
      } catch (error) {
        setBatchFailure(
          _('batches.enrolAfterAddFailed', {
            message: error instanceof Error ? error.message : '',
          }),
        );
      }
      setBatchId('');
      void queryClient.invalidateQueries({ queryKey: ['batches'] });
    }
    setAdded(record);
  };

  const addAnother = () => {
    setAdded(null);
    document.getElementsByName('firstname')[0]?.focus();
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={_('students.add.title')} intro={_('students.add.intro')} />
      <div role="status" className="empty:hidden">
        {added && (
          <div
            ref={bannerRef}
            tabIndex={-1}
            className="mb-6 rounded-md border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-2 focus:outline-green-700"
          >
            <p className="font-semibold">
              {_('students.add.added', { registrationNumber: added.registrationNumber })}
            </p>
            {batchFailure && <p className="mt-2 font-medium text-red-800">{batchFailure}</p>}
            <p className="mt-2 flex flex-wrap gap-4">
              <Link to={viewPath(added.registrationNumber)} className={TEXT_LINK}>
                {_('students.add.viewDetails')}
              </Link>
              <button
                type="button"
                onClick={addAnother}
                className={`rounded text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}
              >
                {_('students.add.another')}
              </button>
            </p>
          </div>
        )}
      </div>
      {keptOffline && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950"
        >
          {_('offline.studentSaved', { name: keptOffline })}
        </p>
      )}
      <OutboxNotes userId={user?.id} matches={(item) => item.kind === 'add-student'} />
      <AffiliationNotice affiliation={blocked} />
      {wallet && <AdmissionWalletPanel state={wallet} />}
      <StudentForm
        mode="add"
        defaultValues={defaultValues}
        submitLabel={_('students.add.title')}
        busyLabel={_('students.msg.adding')}
        failureMessage={_('students.msg.addFailed')}
        refusedMessage={_('students.msg.addRefused')}
        onCourseChange={onCourseChange}
        onCentreChange={headOffice ? onCentreChange : undefined}
        submitBlocked={
          blocked ? (
            <p className="text-red-800">{_('affiliation.blocked.title')}</p>
          ) : wallet?.short ? (
            <AdmissionWalletShort state={wallet} />
          ) : undefined
        }
        resetOnSuccess
        onSubmit={onSubmit}
        centres={headOffice ? centres.data : undefined}
        courseNotice={(course) => (
          <>
            <ZeroCourseFeeWarning course={course} />
            {(!headOffice || chosenCentre !== '') && (
              <BatchChoice
                centreId={headOffice ? Number(chosenCentre) : null}
                course={course}
                value={batchId}
                onChange={setBatchId}
              />
            )}
          </>
        )}
      />
    </div>
  );
}
