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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  centre_id: number | null;
  status: ColumnType<'active' | 'disabled', string | undefined, string>;
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
}

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

export interface BannersTable {
  id: Generated<number>;
  image: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  text: string;
  lang: string;
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
  position: number;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseCardsTable {
  id: Generated<number>;
  page_id: number;
  title: string;
  semester: string;
  description: string;
  /** null: the shared book picture */
  image: string | null;
  position: number;
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

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: string;
  updated_by: number | null;
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
  updated_at: string;
  updated_by: number | null;
}

export interface DB {
  centres: CentresTable;
  users: UsersTable;
  sessions: SessionsTable;
  courses: CoursesTable;
  course_options: CourseOptionsTable;
  states: StatesTable;
  lookup_values: LookupValuesTable;
  files: FilesTable;
  students: StudentsTable;
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
  enquiries: EnquiriesTable;
  settings: SettingsTable;
  exam_results: ExamResultsTable;
  wallet_entries: WalletEntriesTable;
  course_fees: CourseFeesTable;
}

export type Centre = Selectable<CentresTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Student = Selectable<StudentsTable>;
export type StoredFile = Selectable<FilesTable>;
