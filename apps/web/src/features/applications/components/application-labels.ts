import type { MessageId } from '@lingui/core';
import type { FileField, StudentField } from '@institute/shared/student';
import type { Gender, MaritalStatus } from '@institute/shared/reference-lists';

/** The application form's field labels (FIELD_LABELS' English, in the page's language). */
export const FIELD_LABEL_IDS: Record<StudentField | FileField, MessageId> = {
  firstname: 'student.field.firstname',
  lastname: 'student.field.lastname',
  dob: 'student.field.dob',
  email: 'student.field.email',
  state: 'student.field.state',
  district: 'student.field.district',
  course: 'student.field.course',
  courseOption: 'student.field.courseOption',
  mothername: 'student.field.mothername',
  fathername: 'student.field.fathername',
  qualification: 'student.field.qualification',
  contactno: 'student.field.contactno',
  guardiancontact: 'student.field.guardiancontact',
  adhar: 'student.field.adhar',
  gender: 'student.field.gender',
  category: 'student.field.category',
  religion: 'student.field.religion',
  maritalstatus: 'student.field.maritalstatus',
  address: 'student.field.address',
  presentaddress: 'student.field.presentaddress',
  photo: 'student.field.photo',
  signature: 'student.field.signature',
  marksheet: 'student.field.marksheet',
};

/** The words shown for the stored values of the short lists (the value sent stays English). */
export const GENDER_IDS: Record<Gender, MessageId> = {
  Male: 'student.gender.male',
  Female: 'student.gender.female',
  Other: 'student.gender.other',
};

export const MARITAL_STATUS_IDS: Record<MaritalStatus, MessageId> = {
  Single: 'student.marital.single',
  Married: 'student.marital.married',
  Divorced: 'student.marital.divorced',
  Widowed: 'student.marital.widowed',
};
