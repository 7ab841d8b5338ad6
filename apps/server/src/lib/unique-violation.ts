/**
 * Whether `error` is a violation of the unique index `index`, on either database. PostgreSQL
 * names the index (SQLSTATE 23505, `constraint`); SQLite names the index of an expression index
 * and otherwise lists the index's columns as `table.column, table.column` (`columns`).
 */
export function violatesUniqueIndex(error: unknown, index: string, columns: string): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === '23505') return constraint === index;
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' || typeof message !== 'string') return false;
  const named = message.replace(/^UNIQUE constraint failed: /, '');
  return named === columns || named === `index '${index}'`;
}
