import type { Kysely } from 'kysely';
import { oneOf, withIdColumn } from '../migration-helpers';

/**
 * GST tax invoices and credit notes (issue 36 point 5, decision 0082). A centre's GSTIN
 * (optional); every invoice and credit note with the supplier's and recipient's details as they
 * were when it was issued. Numbers come from the `counters` row of the kind and financial year,
 * taken in the transaction that credits the money (gapless); `number` is unique, and so is each
 * kind's (financial_year, seq) and the wallet entry or fee payment it is for. Never edit once
 * landed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('centres').addColumn('gstin', 'varchar(15)').execute();

  await db.schema
    .createTable('invoices')
    .$call(withIdColumn(db))
    .addColumn('kind', 'varchar(12)', (col) =>
      col.notNull().check(oneOf('kind', ['invoice', 'credit_note'])),
    )
    .addColumn('number', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('financial_year', 'varchar(7)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('issued_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(10)', (col) =>
      col.notNull().check(oneOf('purpose', ['wallet', 'fee'])),
    )
    .addColumn('centre_id', 'integer', (col) => col.notNull().references('centres.id'))
    .addColumn('wallet_entry_id', 'integer', (col) => col.unique().references('wallet_entries.id'))
    .addColumn('fee_payment_id', 'integer', (col) => col.unique().references('fee_payments.id'))
    .addColumn('original_invoice_id', 'integer', (col) => col.references('invoices.id'))
    .addColumn('supplier_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('supplier_address', 'text', (col) => col.notNull())
    .addColumn('supplier_gstin', 'varchar(15)', (col) => col.notNull())
    .addColumn('recipient_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('recipient_address', 'text', (col) => col.notNull())
    .addColumn('recipient_gstin', 'varchar(15)')
    .addColumn('place_of_supply', 'varchar(2)', (col) => col.notNull())
    .addColumn('sac', 'varchar(6)', (col) => col.notNull())
    .addColumn('rate_basis_points', 'integer', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull())
    .addColumn('cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('igst_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('invoices_series')
    .on('invoices')
    .columns(['kind', 'financial_year', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('invoices_centre_day')
    .on('invoices')
    .columns(['centre_id', 'issued_on'])
    .execute();
  await db.schema.createIndex('invoices_day').on('invoices').columns(['issued_on']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.alterTable('centres').dropColumn('gstin').execute();
}
