import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as studentsFilesAudit from './migrations/0002_students_files_audit';
import * as publicContent from './migrations/0003_public_content';
import * as studentRequests from './migrations/0004_student_requests';
import * as studentSearch from './migrations/0005_student_search';
import * as resultsWallet from './migrations/0006_results_wallet';
import * as certificates from './migrations/0007_certificates';
import * as onlineExams from './migrations/0008_online_exams';
import * as offlineExams from './migrations/0009_offline_exams';
import * as accounts from './migrations/0010_accounts';
import * as applications from './migrations/0011_applications';
import * as centreDocumentsMarketing from './migrations/0012_centre_documents_marketing';
import * as centreMessages from './migrations/0013_centre_messages';
import * as studentIdentity from './migrations/0014_student_identity';
import * as certificateVerification from './migrations/0015_certificate_verification';
import * as courseCompletion from './migrations/0016_course_completion';
import * as jobRuns from './migrations/0017_job_runs';
import * as studentCounts from './migrations/0018_student_counts';
import * as credentials from './migrations/0019_credentials';
import * as notifications from './migrations/0020_notifications';
import * as notificationPreferences from './migrations/0021_notification_preferences';
import * as siteContent from './migrations/0022_site_content';
import * as courseCatalogue from './migrations/0023_course_catalogue';
import * as media from './migrations/0024_media';
import * as pageContent from './migrations/0025_page_content';
import * as cataloguePages from './migrations/0026_catalogue_pages';
import * as contentDrafts from './migrations/0027_content_drafts';
import * as contentTranslations from './migrations/0028_content_translations';
import * as draftFiles from './migrations/0029_draft_files';
import * as raceGuards from './migrations/0031_race_guards';
import * as goLive from './migrations/0032_go_live';
import * as resultsPublishing from './migrations/0033_results_publishing';
import * as certificateExam from './migrations/0034_certificate_exam';
import * as completedByCertificate from './migrations/0036_completed_by_certificate';
import * as passwordChangeRequired from './migrations/0037_password_change_required';
import * as batches from './migrations/0038_batches';
import * as reportIndexes from './migrations/0039_report_indexes';
import * as teacherRole from './migrations/0040_teacher_role';
import * as attendance from './migrations/0041_attendance';
import * as onlinePayments from './migrations/0042_online_payments';
import * as affiliations from './migrations/0043_affiliations';
import * as busyDayIndexes from './migrations/0045_busy_day_indexes';
import * as monthlySummary from './migrations/0047_monthly_summary';
import * as reportSummaries from './migrations/0048_report_summaries';
import * as centreApplications from './migrations/0051_centre_applications';
import * as idCards from './migrations/0052_id_cards';
import * as gstInvoices from './migrations/0053_gst_invoices';
import * as cashBook from './migrations/0054_cash_book';
import * as reportAttendance from './migrations/0055_report_attendance';
import * as whatsapp from './migrations/0056_whatsapp';
import * as announcements from './migrations/0057_announcements';
import * as idempotencyKeys from './migrations/0058_idempotency_keys';
import * as chequesAndRefunds from './migrations/0059_cheques_and_refunds';
import * as reportCounts from './migrations/0060_report_counts';
import * as studentNameFts from './migrations/0061_student_name_fts';
import * as resultChangedDays from './migrations/0062_result_changed_days';
import * as feePaymentsCreatedAt from './migrations/0063_fee_payments_created_at';
import * as attendanceCountIndexes from './migrations/0067_attendance_count_indexes';

/** Every migration, in order. Bundled statically so the built server needs no migration folder. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_students_files_audit': studentsFilesAudit,
  '0003_public_content': publicContent,
  '0004_student_requests': studentRequests,
  '0005_student_search': studentSearch,
  '0006_results_wallet': resultsWallet,
  '0007_certificates': certificates,
  '0008_online_exams': onlineExams,
  '0009_offline_exams': offlineExams,
  '0010_accounts': accounts,
  '0011_applications': applications,
  '0012_centre_documents_marketing': centreDocumentsMarketing,
  '0013_centre_messages': centreMessages,
  '0014_student_identity': studentIdentity,
  '0015_certificate_verification': certificateVerification,
  '0016_course_completion': courseCompletion,
  '0017_job_runs': jobRuns,
  '0018_student_counts': studentCounts,
  '0019_credentials': credentials,
  '0020_notifications': notifications,
  '0021_notification_preferences': notificationPreferences,
  '0022_site_content': siteContent,
  '0023_course_catalogue': courseCatalogue,
  '0024_media': media,
  '0025_page_content': pageContent,
  '0026_catalogue_pages': cataloguePages,
  '0027_content_drafts': contentDrafts,
  '0028_content_translations': contentTranslations,
  '0029_draft_files': draftFiles,
  '0031_race_guards': raceGuards,
  '0032_go_live': goLive,
  '0033_results_publishing': resultsPublishing,
  '0034_certificate_exam': certificateExam,
  '0036_completed_by_certificate': completedByCertificate,
  '0037_password_change_required': passwordChangeRequired,
  '0038_batches': batches,
  '0039_report_indexes': reportIndexes,
  '0040_teacher_role': teacherRole,
  '0041_attendance': attendance,
  '0042_online_payments': onlinePayments,
  '0043_affiliations': affiliations,
  '0045_busy_day_indexes': busyDayIndexes,
  '0047_monthly_summary': monthlySummary,
  '0048_report_summaries': reportSummaries,
  '0051_centre_applications': centreApplications,
  '0052_id_cards': idCards,
  '0053_gst_invoices': gstInvoices,
  '0054_cash_book': cashBook,
  '0055_report_attendance': reportAttendance,
  '0056_whatsapp': whatsapp,
  '0057_announcements': announcements,
  '0058_idempotency_keys': idempotencyKeys,
  '0059_cheques_and_refunds': chequesAndRefunds,
  '0060_report_counts': reportCounts,
  '0061_student_name_fts': studentNameFts,
  '0062_result_changed_days': resultChangedDays,
  '0063_fee_payments_created_at': feePaymentsCreatedAt,
  '0067_attendance_count_indexes': attendanceCountIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? null;

/** Applies pending migrations; throws with the failing migration's name if one fails. */
// Migrations work on any schema, hence Kysely<any>, as Kysely's documentation does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// Branches developed side by side may land migrations out of name order; apply any that is missing.
const migratorFor = (db: AnyDb) => new Migrator({ db, provider, allowUnorderedMigrations: true });

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The name of the newest applied migration, read from the database. */
export async function appliedMigration(db: AnyDb): Promise<string | null> {
  const migrator = migratorFor(db);
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt !== undefined).at(-1)?.name ?? null;
}
