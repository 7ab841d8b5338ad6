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

export interface DB {
  centres: CentresTable;
  users: UsersTable;
  sessions: SessionsTable;
  courses: CoursesTable;
  course_options: CourseOptionsTable;
  states: StatesTable;
  lookup_values: LookupValuesTable;
}

export type Centre = Selectable<CentresTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
