// Longer than 400 lines on purpose: the Kysely types of every table, in one place, as the
// migrations leave them (one interface per table); splitting it would only scatter the schema.
import type { Role } from '@institute/shared/roles';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are ISO-8601 strings in UTC on both SQLite and PostgreSQL (stored as text). */
type Timestamp = string;

export interface CentresTable {
  id: Generated<number>;
  code: string;
  name: string;
  address: string;
  phone: string;
  email: string | null;
  status: ColumnType<'active' | 'suspended', string | undefined, string>;
  /** For the public list of centres by place (0043); null for a centre entered without them. */
  district: ColumnType<string | null, string | null | undefined, string | null>;
  state: ColumnType<string | null, string | null | undefined, string | null>;
  /** Optional GSTIN, printed on its tax invoices (0053, decision 0082). */
  gstin: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An application to open a centre (0051, decision 0080). */
export interface CentreApplicationsTable {
  id: Generated<number>;
  status: ColumnType<
    'submitted' | 'more_requested' | 'approved' | 'refused',
    'submitted' | 'more_requested' | 'approved' | 'refused' | undefined,
    'submitted' | 'more_requested' | 'approved' | 'refused'
  >;
  centre_name: string;
  owner_name: string;
  email: string;
  phone: string;
  address: string;
  district: string;
  state: string;
  /** JSON list of course codes. */
  courses: string;
  photo1_file_id: number | null;
  photo2_file_id: number | null;
  photo3_file_id: number | null;
  id_proof_file_id: number | null;
  address_proof_file_id: number | null;
  trade_licence_file_id: number | null;
  /** JSON object: checklist item to true/false. */
  checklist: ColumnType<string, string | undefined, string>;
  staff_message: string | null;
  applicant_note: string | null;
  more_token_hash: string | null;
  more_token_expires_at: string | null;
  centre_id: number | null;
  manager_user_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A centre's affiliation period and whether every course is authorised (0043, decision 0072). */
export interface AffiliationsTable {
  centre_id: number;
  /** India's days, both included. */
  valid_from: string;
  valid_until: string;
  /** 1: every course, also those added later; 0: the rows of affiliation_courses. */
  all_courses: number;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AffiliationCoursesTable {
  centre_id: number;
  course_code: string;
}

/** Each renewal, kept: the period's end before and after, and the fee the wallet paid. */
export interface AffiliationRenewalsTable {
  id: Generated<number>;
  centre_id: number;
  previous_until: string | null;
  new_until: string;
  fee_paise: number;
  created_by: number | null;
  created_at: Timestamp;
}

/** One row per expiry reminder written (centre, period end, 60/30/7): written once. */
export interface AffiliationRemindersSentTable {
  centre_id: number;
  valid_until: string;
  days_before: number;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  centre_id: number | null;
  status: ColumnType<'active' | 'disabled', string | undefined, string>;
  /** 1: a centre staff member head office lets edit the website (issue 17). */
  can_edit_content: ColumnType<number, number | undefined, number>;
  /**
   * 1: the password was set by someone else (ADMIN_PASSWORD, generated at the first start, or a
   * reset by head office): the dashboard waits for its owner to choose one (decision 0060).
   */
  must_change_password: ColumnType<number, number | undefined, number>;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the session token, hex; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CoursesTable {
  code: string;
  name: string;
  duration_months: number;
  position: number;
  /** Set when head office retires the course: hidden from new admissions (0023). */
  retired_at: string | null;
  /** Raised by each save of the course editor (0023). */
  version: Generated<number>;
  updated_at: string | null;
  /**
   * Which exam counts for the course's certificate (0034, decision 0057): 'offline' the offline
   * final examination, 'online' an online exam, 'any' any exam, 'offline-exam'/'online-exam' the
   * one exam session or online exam certificate_exam_id.
   */
  certificate_exam: ColumnType<
    CertificateExamKind,
    CertificateExamKind | undefined,
    CertificateExamKind
  >;
  certificate_exam_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CertificateExamKind = 'offline' | 'online' | 'any' | 'offline-exam' | 'online-exam';

export interface CourseOptionsTable {
  code: string;
  course_code: string;
  name: string;
  label: string;
  position: number;
}

export interface StatesTable {
  name: string;
  position: number;
}

export interface LookupValuesTable {
  list: 'gender' | 'category' | 'marital_status';
  value: string;
  position: number;
}

export interface FilesTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  centre_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface StudentsTable {
  id: Generated<number>;
  registration_number: string;
  centre_id: number;
  user_id: number | null;
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD */
  dob: string;
  email: string | null;
  state: string;
  district: string | null;
  /** Course code (courses.code) */
  course: string;
  /** Option code (course_options.code); null for a course without options */
  course_option: string | null;
  mothername: string | null;
  fathername: string | null;
  qualification: string | null;
  contactno: string;
  guardiancontact: string | null;
  adhar: string | null;
  /** Links the enrolments of one person: SHA-256 of the Aadhaar number (lib/person-key.ts). */
  person_key: ColumnType<string | null, string | null | undefined, string | null>;
  gender: string | null;
  category: string | null;
  religion: string | null;
  maritalstatus: string | null;
  address: string | null;
  presentaddress: string | null;
  photo_file_id: number | null;
  signature_file_id: number | null;
  marksheet_file_id: number | null;
  completion_status: ColumnType<string, string | undefined, string>;
  /** YYYY-MM-DD: the day the course was completed: set by staff, or the end of the period of the
   * certificate issued for a course still In Progress (null otherwise). */
  completed_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD */
  admission_date: string;
  archived_at: Timestamp | null;
  archived_by: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** lower(firstname + ' ' + lastname), for prefix search */
  search_name: string | null;
  /** lower(lastname), for prefix search */
  search_lastname: string | null;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  centre_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text: what changed */
  changes: string | null;
  ip: string | null;
}

export interface LoginFailuresTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface StudentRequestsTable {
  id: Generated<number>;
  student_id: number;
  centre_id: number;
  kind: 'completion_status';
  message: string;
  status: ColumnType<'open' | 'resolved', string | undefined, string>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
}

/** Wrong dates of birth typed for a certificate in the current window (migration 0031). */
export interface VerificationAttemptsTable {
  certificate_id: number;
  count: number;
  window_started_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  image: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
  position: number;
  /** JSON [{ fileId, width, height }] of an uploaded image (media_files); null: `image` path. */
  variants: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the slide leads: '' none, an internal path (/courses) or an https:// link. */
  link: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A file the image pipeline produced (one responsive width of an upload): public. */
export interface MediaFilesTable {
  id: Generated<number>;
  file_id: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** A width of a picture uploaded for a draft (decision 0038): public once the draft is published. */
export interface DraftFilesTable {
  file_id: number;
  /** The upload's narrowest file id: what the draft's JSON names. */
  upload_id: number;
  /** The draft holding it; null until a draft is saved with it. */
  draft_id: number | null;
  width: number;
  height: number;
  created_by: number | null;
  touched_at: Timestamp;
}

export interface GalleryAlbumsTable {
  id: Generated<number>;
  title: string;
  position: number;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  /** English text; '' when the notice is in Hindi only. */
  text_en: string;
  /** Hindi text; '' when the notice is in English only. */
  text_hi: ColumnType<string, string | undefined, string>;
  /** First and last day shown (India's date, YYYY-MM-DD); null: no limit. */
  starts_on: string | null;
  ends_on: string | null;
  /** Raised by every save; an editor's save names the version it started from. */
  version: ColumnType<number, number | undefined, number>;
  /** 1 shown, 0 hidden */
  active: ColumnType<number, number | undefined, number>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeatureCardsTable {
  id: Generated<number>;
  icon: string;
  title: string;
  description: string;
  position: number;
  /** Raised by every save; an editor's save names the version it started from. */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlansTable {
  id: Generated<number>;
  months: number;
  label: string;
  path: string;
  /** JSON array of strings */
  features: string;
  /** Whole rupees; null when not set. */
  price: number | null;
  /** 1: the public card shows the price; 0: it does not. */
  show_price: ColumnType<number, number | undefined, number>;
  position: number;
  /** Raised by every save; an editor's save names the version it started from. */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentPagesTable {
  id: Generated<number>;
  slug: string;
  kind: 'catalogue' | 'duration';
  title: string;
  summary: string;
  position: number;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseCardsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  semester: string;
  description: string;
  /** null: the shared book picture; else the URL of the uploaded picture's default width */
  image: string | null;
  /** JSON [{ fileId, width, height }] of an uploaded picture (media_files), narrowest first. */
  variants: ColumnType<string | null, string | null | undefined, string | null>;
  image_width: ColumnType<number | null, number | null | undefined, number | null>;
  image_height: ColumnType<number | null, number | null | undefined, number | null>;
  image_alt: ColumnType<string, string | undefined, string>;
  position: number;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleryItemsTable {
  id: Generated<number>;
  caption: string;
  alt: string;
  file_id: number;
  width: number;
  height: number;
  thumb_file_id: number;
  thumb_width: number;
  thumb_height: number;
  /** The album (null only for rows written before albums, none after migration 0024). */
  album_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON [{ fileId, width, height }] of an uploaded photo; null: file_id and thumb_file_id. */
  variants: ColumnType<string | null, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EnquiriesTable {
  id: Generated<number>;
  source: 'contact' | 'buy_now' | 'check_out';
  course_title: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  status: ColumnType<'new' | 'contacted' | 'converted' | 'closed', string | undefined, string>;
  centre_id: number | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EnquiryNotesTable {
  id: Generated<number>;
  enquiry_id: number;
  text: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface CentreDocumentsTable {
  id: Generated<number>;
  centre_id: number;
  slot:
    | 'trade_license'
    | 'address_proof_1'
    | 'address_proof_2'
    | 'pan_card'
    | 'voter_card_1'
    | 'voter_card_2';
  file_id: number;
  uploaded_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarketingToolsTable {
  id: Generated<number>;
  type: 'Online' | 'Offline';
  description: string;
  image_file_id: number;
  download_file_id: number;
  download_name: string;
  position: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Head office's Hindi for a content item (decision 0034): one row per item and language. */
export interface ContentTranslationsTable {
  id: Generated<number>;
  /** '<kind>:<item id>:<locale>' */
  translation_key: string;
  kind: string;
  /** The item's id (0 for a single record: the site settings, the About page). */
  item_id: number;
  locale: string;
  /** JSON { field: text }. */
  texts: string;
  /** JSON { field: the English the text was written from }. */
  sources: string;
  version: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  updated_at: string;
}

/** A website editor's unpublished form (issue 17, decision 0030): one per item. */
export interface ContentDraftsTable {
  id: Generated<number>;
  /** '<kind>:<item id>', or '<kind>:new' for an item still to be added. */
  draft_key: string;
  kind: string;
  item_id: number | null;
  /** The form's data, JSON, checked by the kind's schema. */
  data: string;
  /** The version of the item the draft was started from (0: new, or never saved). */
  base_version: number;
  saved_by: number | null;
  saved_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
  updated_by: number | null;
}

/** Exam days whose results were regraded or removed, until the report counts take them (0062). */
export interface ExamResultChangedDaysTable {
  day: string;
}

export interface ExamResultsTable {
  id: Generated<number>;
  student_id: number;
  centre_id: number;
  source: 'online' | 'offline';
  /** The online attempt's exam or the offline exam session the result came from. */
  source_id: number;
  title: string;
  obtained_marks: number;
  maximum_marks: number;
  /** Percentage in basis points: 8250 is 82.50 %. */
  percentage_bp: number;
  grade: string;
  /** 1 passed, 0 failed. */
  passed: number;
  exam_date: string;
  recorded_at: string;
  recorded_by: number | null;
  /** When the student could first see it; null: an offline draft (decision 0056). */
  published_at: string | null;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  centre_id: number;
  /** Position in the centre's ledger, 1, 2, 3...; unique per centre. */
  seq: number;
  kind: 'credit' | 'debit';
  /** Always positive; the kind says which way it goes. */
  amount_paise: number;
  balance_after_paise: number;
  reason: string;
  reference: string | null;
  note: string | null;
  created_at: string;
  created_by: number | null;
}

export interface CourseFeesTable {
  course_code: string;
  registration_fee_paise: Generated<number>;
  certificate_fee_paise: Generated<number>;
  /** The student's course fee (0010_accounts). */
  course_fee_paise: Generated<number>;
  /** JSON [{ afterDays, amountPaise }] (0010_accounts). */
  instalments: Generated<string>;
  updated_at: string;
  updated_by: number | null;
}

export interface FundRequestsTable {
  id: Generated<number>;
  centre_id: number;
  amount_paise: number;
  mode: 'bank' | 'upi' | 'cash' | 'cheque';
  reference: string;
  /** YYYY-MM-DD */
  paid_on: string;
  receipt_file_id: number;
  status: 'pending' | 'confirmed' | 'rejected';
  reject_reason: string | null;
  wallet_entry_id: number | null;
  created_at: string;
  created_by: number | null;
  decided_at: string | null;
  decided_by: number | null;
}

export interface StudentFeePlansTable {
  student_id: number;
  centre_id: number;
  course_code: string;
  total_paise: number;
  discount_paise: Generated<number>;
  discount_reason: string | null;
  /** JSON [{ dueDate, amountPaise }] */
  instalments: string;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
}

export interface FeePaymentsTable {
  id: Generated<number>;
  student_id: number;
  centre_id: number;
  kind: 'payment' | 'reversal';
  amount_paise: number;
  /** 'bank': a bank transfer; 'cheque': its number is the reference (0059). */
  mode: 'cash' | 'upi' | 'card' | 'bank' | 'cheque';
  reference: string;
  /** YYYY-MM-DD */
  paid_on: string;
  receipt_number: string | null;
  /** A reversal by staff of the whole receipt (unique); a refund's reversal names none here. */
  reverses_id: number | null;
  /** Payments: what was given back of the receipt, at most its amount (a check, 0059). */
  refunded_paise: Generated<number>;
  /** A cheque's bank, when given (0059). */
  cheque_bank: string | null;
  reason: string | null;
  /** 1: a past receipt imported with the student, as the institute issued it (0032_go_live). */
  of_record: Generated<number>;
  created_at: string;
  created_by: number | null;
}

export interface ExamQuestionsTable {
  id: Generated<number>;
  course_code: string;
  question: string;
  /** JSON array of the option texts (2 to 5). */
  options: string;
  /** JSON array of the correct options' indexes. */
  correct: string;
  marks: ColumnType<number, number | undefined, number>;
  archived_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface OnlineExamsTable {
  id: Generated<number>;
  centre_id: number;
  course_code: string;
  course_option: string | null;
  title: string;
  kind: 'link' | 'test';
  exam_link: string | null;
  instructions: string;
  starts_at: string;
  /** The window closes: no attempt starts or runs beyond it. */
  ends_at: string;
  duration_minutes: number;
  selection: 'fixed' | 'random' | null;
  question_count: number | null;
  cancelled_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface OnlineExamQuestionsTable {
  exam_id: number;
  question_id: number;
  position: number;
}

export interface OnlineExamCandidatesTable {
  exam_id: number;
  student_id: number;
}

export interface OnlineExamAttemptsTable {
  id: Generated<number>;
  exam_id: number;
  student_id: number;
  started_at: string;
  deadline_at: string;
  /** JSON snapshot of the questions drawn for this attempt (with marks and correct options). */
  questions: string;
  submitted_at: string | null;
  submitted_by: 'student' | 'server' | null;
  obtained_marks: number | null;
  maximum_marks: number;
}

export interface OnlineExamAnswersTable {
  attempt_id: number;
  question_id: number;
  /** JSON array of the chosen options' indexes. */
  selected: string;
  saved_at: string;
}

export interface CourseSubjectsTable {
  id: Generated<number>;
  course_code: string;
  name: string;
  max_marks: number;
  position: number;
  updated_at: string;
  updated_by: number | null;
}

export interface ExamSessionsTable {
  id: Generated<number>;
  centre_id: number;
  course_code: string;
  title: string;
  /** YYYY-MM-DD */
  exam_date: string;
  /** HH:MM, or null */
  exam_time: string | null;
  venue: string | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  /** Its results (decision 0056): a draft until published; students see published ones only. */
  results_status: Generated<'draft' | 'submitted' | 'published'>;
  results_submitted_by: number | null;
  results_submitted_at: string | null;
  results_published_by: number | null;
  results_published_at: string | null;
  /** YYYY-MM-DD: the marksheet's date of issue, the publish day (never before the exam). */
  results_issue_date: string | null;
}

/** The subjects of an exam session, copied from the course's when the session was created. */
export interface ExamSessionSubjectsTable {
  id: Generated<number>;
  session_id: number;
  name: string;
  max_marks: number;
  position: number;
}

export interface OfflineMarksTable {
  id: Generated<number>;
  session_id: number;
  student_id: number;
  subject_id: number;
  /** Null when absent. */
  marks: number | null;
  /** 1 absent, 0 present. */
  absent: number;
  updated_at: string;
  updated_by: number | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number;
  centre_id: number;
  status: 'submitted' | 'correction_requested' | 'approved' | 'rejected' | 'withdrawn';
  firstname: string;
  lastname: string;
  dob: string;
  email: string;
  state: string;
  district: string | null;
  course: string;
  course_option: string | null;
  mothername: string | null;
  fathername: string | null;
  qualification: string | null;
  contactno: string;
  guardiancontact: string | null;
  adhar: string | null;
  gender: string | null;
  category: string | null;
  religion: string | null;
  maritalstatus: string | null;
  address: string | null;
  presentaddress: string | null;
  photo_file_id: number | null;
  signature_file_id: number | null;
  marksheet_file_id: number | null;
  /** What to correct, or why it was rejected. */
  staff_message: string | null;
  /** The student created on approval. */
  student_id: number | null;
  submitted_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CentreMessagesTable {
  id: Generated<number>;
  subject: string;
  body: string;
  /** 'all': every centre, also those created later; 'chosen': the centres in centre_message_centres. */
  audience: 'all' | 'chosen';
  /** 1 important, 0 not. */
  important: number;
  created_by: number;
  created_at: Timestamp;
}

export interface CentreMessageCentresTable {
  message_id: number;
  centre_id: number;
}

/** Read state per staff member. */
export interface CentreMessageReadsTable {
  message_id: number;
  user_id: number;
  read_at: Timestamp;
}

/** What a staff member adds to their own profile. */
export interface StaffProfilesTable {
  user_id: number;
  phone: string | null;
  bio: string | null;
  updated_at: Timestamp;
}

/** Short updates a centre staff member publishes to their centre's colleagues. */
export interface StaffPostsTable {
  id: Generated<number>;
  user_id: number;
  centre_id: number;
  body: string;
  created_at: Timestamp;
}

export interface CertificateRequestsTable {
  id: Generated<number>;
  student_id: number;
  centre_id: number;
  kind: 'original' | 'duplicate' | 'corrected';
  status: 'requested' | 'approved' | 'rejected' | 'printed' | 'dispatched' | 'delivered';
  replaces_certificate_id: number | null;
  reason: string | null;
  /** The certificate fee debited from the centre's wallet (refunded on rejection). */
  fee_paise: Generated<number>;
  requested_at: string;
  requested_by: number | null;
  decided_at: string | null;
  decided_by: number | null;
  rejection_reason: string | null;
  printed_at: string | null;
  printed_by: number | null;
  dispatched_at: string | null;
  dispatched_by: number | null;
  courier: string | null;
  tracking_number: string | null;
  delivered_at: string | null;
  delivered_by: number | null;
  updated_at: string;
  /** The counted result shown on the requisition and stored with the request (0034). */
  result_id: ColumnType<number | null, number | null | undefined, number | null>;
  grade: ColumnType<string | null, string | null | undefined, string | null>;
  percentage_bp: ColumnType<number | null, number | null | undefined, number | null>;
  exam_title: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A run of a background job (one row per attempt). */
export interface JobRunsTable {
  id: Generated<number>;
  job_name: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  status: 'running' | 'succeeded' | 'failed';
  error: string | null;
  attempt: number;
}

export interface CertificatesTable {
  id: Generated<number>;
  /** RVC, the year and a six-digit sequence per year: RVC2026000123. */
  number: string;
  request_id: number;
  student_id: number;
  centre_id: number;
  result_id: number | null;
  status: 'valid' | 'revoked' | 'replaced';
  student_name: string;
  father_name: string;
  course_name: string;
  course_option: string;
  grade: string;
  percentage_bp: number;
  period_from: string;
  period_to: string;
  issue_date: string;
  centre_name: string;
  photo_file_id: number | null;
  revoked_at: string | null;
  revoked_by: number | null;
  revoked_reason: string | null;
  replaced_by_id: number | null;
  replaced_at: string | null;
  created_at: string;
  /** Ten Crockford base32 characters (50 random bits), set when printed (migration 0015). */
  verification_code: string;
}

/** Kept counts of students not archived, per centre, course and admission month (migration 0018;
 * maintained by triggers on students, never written by the application). */
export interface StudentCountsTable {
  centre_id: number;
  course: string;
  /** YYYY-MM of the admission date */
  month: string;
  n: number;
}

/** The institute's Ed25519 signing keys (migration 0019); the newest generation signs. */
export interface CredentialKeysTable {
  id: Generated<number>;
  generation: number;
  /** The verification method's fragment: `key-<generation>`. */
  key_id: string;
  /** The public key as a JWK (JSON text). */
  public_jwk: string;
  /** The PKCS#8 private key sealed with AES-256-GCM under CREDENTIALS_KEY (lib: credential-keys). */
  private_key_encrypted: string;
  created_at: string;
  retired_at: string | null;
}

/** One signed Open Badges credential per printed certificate (migration 0019). */
export interface CredentialsTable {
  id: Generated<number>;
  certificate_id: number;
  key_id: string;
  status_list: number;
  status_index: number;
  jwt: string;
  issued_at: string;
}

/** An e-mail or SMS waiting to be sent, being sent, sent or given up (migration 0020). */
export interface NotificationOutboxTable {
  id: Generated<number>;
  kind: string;
  channel: 'email' | 'sms' | 'whatsapp';
  /** The e-mail address or the 10-digit mobile number. */
  recipient: string;
  user_id: number | null;
  centre_id: number | null;
  locale: 'en' | 'hi';
  /** The template's values, as JSON. */
  data: string;
  /** A reset link or code: kept only until sent or expired. */
  secret: string | null;
  secret_expires_at: Timestamp | null;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: Timestamp;
  /** While 'sending': the claim's end; a claim left by a crashed process expires. */
  locked_until: Timestamp | null;
  last_error: string | null;
  provider_id: string | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The announcement recipient this message was written for (0057); one row per channel. */
  announcement_recipient_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** WhatsApp: the provider's latest status from its webhooks, only moving forward (0056). */
  delivery_status: 'sent' | 'delivered' | 'read' | 'failed' | null;
  delivery_status_at: Timestamp | null;
  /** JSON [{channel, recipient}...]: the channels to try, in order, if this one fails. */
  fallback: string | null;
  /** The failed row this one replaces (unique: one fallback per failure). */
  fallback_of: number | null;
}

/** A password reset link or code; only the SHA-256 of its token is kept (migration 0020). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'link' | 'code';
  token_hash: string;
  attempts: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Head office's wording of an e-mail (migration 0020). */
export interface NotificationTemplatesTable {
  kind: string;
  locale: 'en' | 'hi';
  subject: string;
  body: string;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A user's message language and reminder choice (migration 0021); no row: English, reminders on. */
export interface NotificationPreferencesTable {
  user_id: number;
  locale: 'en' | 'hi';
  /** 1 = reminders sent, 0 = opted out. */
  reminders: number;
  updated_at: Timestamp;
  /** 1 = the person accepts messages on this channel (0056). */
  email_on: Generated<number>;
  sms_on: Generated<number>;
  whatsapp_on: Generated<number>;
  /** 1 = only essential messages (password resets and the like). */
  opted_out: Generated<number>;
}

/** A WhatsApp webhook event already handled: each is handled once (0056). */
export interface WhatsappWebhookEventsTable {
  event_key: string;
  received_at: Timestamp;
}

/** A number (10 digits) that replied STOP to WhatsApp messages (0056). */
export interface WhatsappOptOutsTable {
  phone: string;
  opted_out_at: Timestamp;
}

/** Head office's channel order for a kind, e.g. 'whatsapp,sms,email' (0056). */
export interface NotificationChannelOrdersTable {
  kind: string;
  channels: string;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A fee instalment (student, due date) already reminded (migration 0021). */
/** A file sent with an outbox e-mail, removed with its row (0047, decision 0075). */
export interface NotificationAttachmentsTable {
  id: Generated<number>;
  notification_id: number;
  filename: string;
  content_type: string;
  content_base64: string;
}

/** A month whose summary was enqueued for head office: one row, one summary (0047). */
export interface MonthlySummariesTable {
  month: string;
  status: 'pending' | 'sent';
  recipients: number;
  claimed_at: string;
  created_at: Timestamp;
}

/** Fees collected per day, centre and course, kept for the reports (0048, decision 0076). */
/** Attendance marks and those attended per batch and day (0055, decision 0084). */
export interface ReportAttendanceDaysTable {
  day: string;
  batch_id: number;
  centre_id: number;
  course: string;
  marked: number;
  attended: number;
}

/**
 * A save's Idempotency-Key (0058, decision 0087): the first answer, kept for a week; `answer` and
 * `status` are null while the first request is at work.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** SHA-256 of the route and the body: the same key with another body is refused. */
  request_hash: string;
  status: number | null;
  /** The answer's JSON. */
  answer: string | null;
  created_at: string;
}

/** The same per batch and month (0055, decision 0084). */
export interface ReportAttendanceMonthsTable {
  month: string;
  batch_id: number;
  centre_id: number;
  course: string;
  marked: number;
  attended: number;
}

export interface ReportFeeDaysTable {
  day: string;
  centre_id: number;
  course: string;
  paise: number | string;
  receipts: number;
}

/** A fee plan's unpaid instalments as steps by day (0048, decision 0076). */
export interface ReportDuesRowsTable {
  student_id: number;
  centre_id: number;
  course: string;
  due_date: string;
  day: string;
  paise: number | string;
}

/** report_dues_rows summed per centre, course and due date (0048). */
export interface ReportDuesByDueTable {
  centre_id: number;
  course: string;
  due_date: string;
  paise: number | string;
}

/** How far the reports' summaries have read (one row, id 1) (0048). */
export interface ReportSummaryStateTable {
  id: number;
  last_fee_payment_id: number;
  changes_read_to: string;
  refreshed_at: string;
  /** When the report counts were last built whole ('' never; migration 0060). */
  counts_built_at: Generated<string>;
}

/** Report counts per kind, day, centre, course and grade (migration 0060, decision 0089). */
export interface ReportCountDaysTable {
  kind: string;
  day: string;
  centre_id: number;
  course: string;
  /** A result's grade, an enquiry's source and status, an application's status; else ''. */
  detail: string;
  n: number;
}

/** The same summed per month (migration 0060). */
export interface ReportCountMonthsTable {
  kind: string;
  month: string;
  centre_id: number;
  course: string;
  /** A result's grade, an enquiry's source and status, an application's status; else ''. */
  detail: string;
  n: number;
}

/** Each application as the report counts last counted it (migration 0060). */
export interface ReportCountApplicationsTable {
  application_id: number;
  day: string;
  centre_id: number;
  course: string;
  status: string;
}

/** Each student as the report counts last counted them (migration 0060). */
export interface ReportCountStudentsTable {
  student_id: number;
  centre_id: number;
  course: string;
  admission_date: string;
  completed_on: string | null;
  archived: number;
}

export interface DuesRemindersSentTable {
  student_id: number;
  due_date: string;
  created_at: Timestamp;
}

/** An order or payment link opened with the payment gateway (0042, decision 0071). */
export interface OnlinePaymentsTable {
  id: Generated<number>;
  provider: string;
  purpose: 'fee' | 'wallet';
  centre_id: number;
  student_id: number | null;
  amount_paise: number;
  status: 'pending' | 'paid' | 'failed';
  gateway_order_id: string | null;
  gateway_link_id: string | null;
  link_url: string | null;
  gateway_payment_id: string | null;
  method: string | null;
  fee_payment_id: number | null;
  wallet_entry_id: number | null;
  refunded_paise: Generated<number>;
  /** The dashboard page the payer returns to after the gateway's checkout. */
  return_to: string | null;
  created_at: string;
  created_by: number | null;
  paid_at: string | null;
  checked_at: string | null;
}

/** A centre's closed cash-book day with its figures at the close (0054, decision 0083). */
export interface CashBookDaysTable {
  id: Generated<number>;
  centre_id: number;
  /** YYYY-MM-DD, the institute's (India's) day. */
  day: string;
  opening_cash_paise: number;
  closing_cash_paise: number;
  /** JSON of the day's figures (CashBookFigures) as they were when the day was closed. */
  figures: string;
  closed_at: string;
  closed_by: number | null;
}

/** A refund head office made of an online payment (0042). */
export interface OnlineRefundsTable {
  id: Generated<number>;
  online_payment_id: number;
  gateway_refund_id: string;
  amount_paise: number;
  reason: string;
  fee_payment_id: number | null;
  wallet_entry_id: number | null;
  created_at: string;
  created_by: number | null;
}

/** A GST tax invoice or credit note, with the parties as they were when issued (0053). */
export interface InvoicesTable {
  id: Generated<number>;
  kind: 'invoice' | 'credit_note';
  number: string;
  financial_year: string;
  seq: number;
  issued_on: string;
  purpose: 'wallet' | 'fee';
  centre_id: number;
  wallet_entry_id: number | null;
  fee_payment_id: number | null;
  original_invoice_id: number | null;
  supplier_name: string;
  supplier_address: string;
  supplier_gstin: string;
  recipient_name: string;
  recipient_address: string;
  recipient_gstin: string | null;
  place_of_supply: string;
  sac: string;
  rate_basis_points: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  created_at: string;
  created_by: number | null;
}

/** A gateway webhook event, kept once (unique provider and event key) (0042). */
export interface GatewayEventsTable {
  id: Generated<number>;
  provider: string;
  event_key: string;
  event: string;
  received_at: string;
}

/** A student's identity card: the code its QR code carries (0052, decision 0081). */
export interface IdCardsTable {
  student_id: number;
  code: string;
  created_at: string;
}

/** A course (and option) taught at a centre on weekdays at a time slot (0038, decision 0066). */
export interface BatchesTable {
  id: Generated<number>;
  centre_id: number;
  name: string;
  course: string;
  course_option: string | null;
  /** YYYY-MM-DD, the institute's calendar */
  start_date: string;
  end_date: string;
  /** Bit 0 Monday ... bit 6 Sunday */
  weekdays: number;
  /** HH:MM, the institute's time zone */
  start_time: string;
  end_time: string;
  room: string;
  teacher_user_id: number | null;
  capacity: number;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A student's place in a batch; left_at null while open (one open per student, 0038). */
export interface BatchEnrolmentsTable {
  id: Generated<number>;
  batch_id: number;
  student_id: number;
  enrolled_at: Timestamp;
  enrolled_by: number | null;
  left_at: Timestamp | null;
  left_by: number | null;
}

/** One student's mark in a batch on a class day (0041, decision 0070). */
export interface AttendanceMarksTable {
  id: Generated<number>;
  batch_id: number;
  student_id: number;
  /** YYYY-MM-DD, the institute's calendar */
  day: string;
  status: 'present' | 'absent' | 'late' | 'leave';
  updated_at: Timestamp;
  updated_by: number | null;
}

/** A batch's day: when its sheet was saved, and head office's unlock of a locked day (0041). */
export interface AttendanceDaysTable {
  id: Generated<number>;
  batch_id: number;
  day: string;
  saved_at: Timestamp | null;
  saved_by: number | null;
  unlocked_at: Timestamp | null;
  unlocked_by: number | null;
}

/** A holiday of a centre, or of every centre when centre_id is null (0041). */
export interface HolidaysTable {
  id: Generated<number>;
  centre_id: number | null;
  day: string;
  name: string;
  created_at: Timestamp;
  created_by: number | null;
}

/** A course's minimum attendance (%) for admit cards and certificate requests (0041). */
export interface AttendanceRulesTable {
  course: string;
  minimum_percent: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

/** An absence alert sent: one per run of consecutive absences, by its first day (0041). */
export interface AbsenceAlertsTable {
  id: Generated<number>;
  batch_id: number;
  student_id: number;
  first_day: string;
  absences: number;
  created_at: Timestamp;
}

/** An announcement to students (0057, decision 0086). */
export interface AnnouncementsTable {
  id: Generated<number>;
  /** The sending centre (centre staff); null for head office. */
  centre_id: number | null;
  /** JSON of the chosen audience (packages/shared/src/announcements.ts AnnouncementAudience). */
  audience: string;
  title_en: string;
  body_en: string;
  /** null: Hindi readers get the English text. */
  title_hi: string | null;
  body_hi: string | null;
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
  /** When sending starts (now, or the chosen time). */
  send_at: Timestamp;
  /** The last student id taken into the recipients while expanding. */
  expand_after_id: ColumnType<number, number | undefined, number>;
  /** When every recipient had been taken (the audience's snapshot is complete). */
  expanded_at: Timestamp | null;
  recipients: ColumnType<number, number | undefined, number>;
  finished_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One student of an announcement's audience, enqueued once (0057, decision 0086). */
export interface AnnouncementRecipientsTable {
  id: Generated<number>;
  announcement_id: number;
  student_id: number;
  status: 'pending' | 'claimed' | 'queued' | 'unreachable';
  claim_token: string | null;
  claimed_until: Timestamp | null;
  /** Outbox rows written for this recipient (one per channel reached). */
  messages: ColumnType<number, number | undefined, number>;
  queued_at: Timestamp | null;
}

export interface DB {
  announcements: AnnouncementsTable;
  announcement_recipients: AnnouncementRecipientsTable;
  centre_applications: CentreApplicationsTable;
  absence_alerts: AbsenceAlertsTable;
  attendance_marks: AttendanceMarksTable;
  attendance_days: AttendanceDaysTable;
  holidays: HolidaysTable;
  attendance_rules: AttendanceRulesTable;
  batches: BatchesTable;
  id_cards: IdCardsTable;
  batch_enrolments: BatchEnrolmentsTable;
  content_drafts: ContentDraftsTable;
  draft_files: DraftFilesTable;
  content_translations: ContentTranslationsTable;
  credential_keys: CredentialKeysTable;
  credentials: CredentialsTable;
  centres: CentresTable;
  affiliations: AffiliationsTable;
  affiliation_courses: AffiliationCoursesTable;
  affiliation_renewals: AffiliationRenewalsTable;
  affiliation_reminders_sent: AffiliationRemindersSentTable;
  users: UsersTable;
  sessions: SessionsTable;
  courses: CoursesTable;
  course_options: CourseOptionsTable;
  states: StatesTable;
  lookup_values: LookupValuesTable;
  files: FilesTable;
  students: StudentsTable;
  student_counts: StudentCountsTable;
  counters: CountersTable;
  audit_log: AuditLogTable;
  login_failures: LoginFailuresTable;
  student_requests: StudentRequestsTable;
  banners: BannersTable;
  notices: NoticesTable;
  feature_cards: FeatureCardsTable;
  plans: PlansTable;
  content_pages: ContentPagesTable;
  course_cards: CourseCardsTable;
  gallery_items: GalleryItemsTable;
  gallery_albums: GalleryAlbumsTable;
  media_files: MediaFilesTable;
  enquiries: EnquiriesTable;
  enquiry_notes: EnquiryNotesTable;
  centre_documents: CentreDocumentsTable;
  marketing_tools: MarketingToolsTable;
  settings: SettingsTable;
  exam_results: ExamResultsTable;
  exam_result_changed_days: ExamResultChangedDaysTable;
  wallet_entries: WalletEntriesTable;
  course_fees: CourseFeesTable;
  fund_requests: FundRequestsTable;
  student_fee_plans: StudentFeePlansTable;
  fee_payments: FeePaymentsTable;
  certificate_requests: CertificateRequestsTable;
  certificates: CertificatesTable;
  applications: ApplicationsTable;
  exam_questions: ExamQuestionsTable;
  online_exams: OnlineExamsTable;
  online_exam_questions: OnlineExamQuestionsTable;
  online_exam_candidates: OnlineExamCandidatesTable;
  online_exam_attempts: OnlineExamAttemptsTable;
  online_exam_answers: OnlineExamAnswersTable;
  course_subjects: CourseSubjectsTable;
  exam_sessions: ExamSessionsTable;
  exam_session_subjects: ExamSessionSubjectsTable;
  offline_marks: OfflineMarksTable;
  centre_messages: CentreMessagesTable;
  centre_message_centres: CentreMessageCentresTable;
  centre_message_reads: CentreMessageReadsTable;
  staff_profiles: StaffProfilesTable;
  staff_posts: StaffPostsTable;
  job_runs: JobRunsTable;
  notification_outbox: NotificationOutboxTable;
  notification_preferences: NotificationPreferencesTable;
  notification_attachments: NotificationAttachmentsTable;
  whatsapp_webhook_events: WhatsappWebhookEventsTable;
  whatsapp_opt_outs: WhatsappOptOutsTable;
  notification_channel_orders: NotificationChannelOrdersTable;
  monthly_summaries: MonthlySummariesTable;
  report_fee_days: ReportFeeDaysTable;
  report_attendance_days: ReportAttendanceDaysTable;
  report_attendance_months: ReportAttendanceMonthsTable;
  report_dues_rows: ReportDuesRowsTable;
  report_dues_by_due: ReportDuesByDueTable;
  report_summary_state: ReportSummaryStateTable;
  report_count_days: ReportCountDaysTable;
  report_count_months: ReportCountMonthsTable;
  report_count_students: ReportCountStudentsTable;
  report_count_applications: ReportCountApplicationsTable;
  dues_reminders_sent: DuesRemindersSentTable;
  online_payments: OnlinePaymentsTable;
  cash_book_days: CashBookDaysTable;
  online_refunds: OnlineRefundsTable;
  invoices: InvoicesTable;
  gateway_events: GatewayEventsTable;
  password_resets: PasswordResetsTable;
  verification_attempts: VerificationAttemptsTable;
  notification_templates: NotificationTemplatesTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Centre = Selectable<CentresTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Student = Selectable<StudentsTable>;
export type StoredFile = Selectable<FilesTable>;
