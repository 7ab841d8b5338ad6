import type { MessageId } from '@lingui/core';
import type { CompletionStatus, FileField, StudentField } from '@institute/shared/student';

/**
 * The message ids of the student fields' labels (dashboard/students.json): the English messages
 * are the specification's labels (FIELD_LABELS of @institute/shared/student, checked by
 * student-labels.test.ts), the Hindi ones their translation.
 */
export const FIELD_LABEL_IDS: Record<StudentField | FileField, MessageId> = {
  firstname: 'students.field.firstname',
  lastname: 'students.field.lastname',
  dob: 'students.field.dob',
  email: 'students.field.email',
  state: 'students.field.state',
  district: 'students.field.district',
  course: 'students.field.course',
  courseOption: 'students.field.courseOption',
  mothername: 'students.field.mothername',
  fathername: 'students.field.fathername',
  qualification: 'students.field.qualification',
  contactno: 'students.field.contactno',
  guardiancontact: 'students.field.guardiancontact',
  adhar: 'students.field.adhar',
  gender: 'students.field.gender',
  category: 'students.field.category',
  religion: 'students.field.religion',
  maritalstatus: 'students.field.maritalstatus',
  address: 'students.field.address',
  presentaddress: 'students.field.presentaddress',
  photo: 'students.field.photo',
  signature: 'students.field.signature',
  marksheet: 'students.field.marksheet',
};

/** The completion statuses as shown (the stored value stays the English one). */
export const COMPLETION_STATUS_IDS: Record<CompletionStatus, MessageId> = {
  'In Progress': 'students.completion.status.inProgress',
  Completed: 'students.completion.status.completed',
  Discontinued: 'students.completion.status.discontinued',
};

/** A completion status in the page's language; an unknown stored value as it is. */
export function completionStatusLabel(status: string, _: (id: MessageId) => string): string {
  return status in COMPLETION_STATUS_IDS
    ? _(COMPLETION_STATUS_IDS[status as CompletionStatus])
    : status;
}

/** The label of an import's column (a student field), or the column's own name. */
export function fieldLabel(field: string, _: (id: MessageId) => string): string {
  return field in FIELD_LABEL_IDS ? _(FIELD_LABEL_IDS[field as StudentField | FileField]) : field;
}
