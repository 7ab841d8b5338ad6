import { ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { COMPLETION_STATUSES, FIELD_LABELS, STUDENT_MESSAGES } from '@institute/shared/student';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/en/dashboard/students.json';
import { COMPLETION_STATUS_IDS, FIELD_LABEL_IDS } from './student-labels';

const en = english as Record<string, string>;

// The English messages of the student screens are the specification's words, which the shared
// package also holds (for the server and its checks): they must not drift apart.
describe('the student screens’ English messages', () => {
  it('are the shared field labels and completion statuses', () => {
    for (const [field, label] of Object.entries(FIELD_LABELS)) {
      expect(en[FIELD_LABEL_IDS[field as keyof typeof FIELD_LABEL_IDS]], field).toBe(label);
    }
    for (const status of COMPLETION_STATUSES) {
      expect(en[COMPLETION_STATUS_IDS[status]]).toBe(status);
    }
  });

  it('are the shared messages of the specification', () => {
    const shared: Record<string, string> = {
      adding: STUDENT_MESSAGES.adding,
      addFailed: STUDENT_MESSAGES.addFailed,
      listError: STUDENT_MESSAGES.listError,
      unexpectedFormat: STUDENT_MESSAGES.unexpectedFormat,
      listEmpty: STUDENT_MESSAGES.listEmpty,
      loading: STUDENT_MESSAGES.loading,
      fetchFailed: STUDENT_MESSAGES.fetchFailed,
      noData: STUDENT_MESSAGES.noData,
      editFetchFailed: STUDENT_MESSAGES.editFetchFailed,
      editUpdateFailed: STUDENT_MESSAGES.editUpdateFailed,
      existingHeading: ENROLMENT_MESSAGES.existingHeading,
      confirmSecond: ENROLMENT_MESSAGES.confirmLabel,
      importOptionLabel: ENROLMENT_MESSAGES.importOptionLabel,
      importOptionHint: ENROLMENT_MESSAGES.importOptionHint,
    };
    for (const [key, text] of Object.entries(shared)) {
      expect(en[`students.msg.${key}`], key).toBe(text);
    }
    expect(en['students.form.aadhaarHint']).toBe(
      `${STUDENT_MESSAGES.aadhaarHint}. Spaces are allowed.`,
    );
    expect(en['students.form.noOptionsHint']).toBe(`${STUDENT_MESSAGES.optionNotNeeded}.`);
    expect(en['students.import.intro']).toContain(
      `${FIELD_LABELS.adhar}: ${STUDENT_MESSAGES.aadhaarHint}.`,
    );
  });
});
