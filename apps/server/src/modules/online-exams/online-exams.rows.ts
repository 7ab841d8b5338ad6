import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, OnlineExamAttemptsTable, OnlineExamsTable } from '../../db/schema';

// The row types the online examination queries share (the repository and the query groups it
// is made of import them from here, not from one another).

export type ExamRow = Selectable<OnlineExamsTable>;
export type AttemptRow = Selectable<OnlineExamAttemptsTable>;
export type Db = Kysely<DB> | Transaction<DB>;
