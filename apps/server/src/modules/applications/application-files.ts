// What the applicant's and staff's sides of an application share: its files and the applicant's
// messages.
import { FIELD_LABELS, type FileField } from '@institute/shared/student';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { StoredFiles } from '../files/stored-files';
import { enqueueNotification, type NotificationKind } from '../notifications/enqueue';
import type { ApplicationRow } from './applications.repository';
import { FILE_COLUMN } from './applications.mapping';

/** A stored file of an application (photo, signature, marksheet). */
export async function openApplicationFile(
  storedFiles: StoredFiles,
  row: ApplicationRow,
  field: FileField,
) {
  const stored = await storedFiles.open(row[FILE_COLUMN[field]]);
  if (!stored) throw notFound(`This application has no ${FIELD_LABELS[field].toLowerCase()}.`);
  return stored;
}

/** The applicant's e-mail and SMS about their application, in the transaction of the change. */
export function notifyApplicant(
  trx: Kysely<DB>,
  kind: NotificationKind,
  row: ApplicationRow,
  registrationNumber?: string,
) {
  return enqueueNotification(trx, {
    kind,
    to: { email: row.email, phone: row.contactno, userId: row.user_id },
    centreId: row.centre_id,
    data: {
      name: row.firstname,
      course: row.course_name,
      centre: row.centre_name,
      message: row.staff_message ?? '',
      registrationNumber: registrationNumber ?? '',
    },
  });
}
