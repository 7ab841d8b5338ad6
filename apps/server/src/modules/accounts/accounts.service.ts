import {
  ACCOUNT_MESSAGES,
  courseFeeSchema,
  fundFormSchema,
  type CourseFeeItem,
  type FundItem,
  type Wallet,
  type WalletSummary,
} from '@institute/shared/accounts';
import { formatPaise } from '@institute/shared/money';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import type { AuditLog } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { StoredFiles } from '../files/stored-files';
import { parseCourseInstalments } from './fee-plans';
import { nowIso } from '../../lib/time';
import { processUpload } from '../../lib/uploads';
import { invoiceTopUp } from '../invoices/invoices';
import { postWalletEntry, type WalletEntry, type WalletReason } from '../wallet/wallet';
import type { AccountsRepository, FundRow } from './accounts.repository';

export const receiptPath = (fundId: number) => `/api/dashboard/accounts/funds/${fundId}/receipt`;

const REASON_LABELS: Record<string, string> = {
  fund: 'Fund confirmed',
  registration_fee: 'Registration fee',
  certificate_fee: 'Certificate fee',
  refund: 'Refund',
  adjustment: 'Adjustment',
  affiliation_fee: 'Affiliation renewal fee',
};

/** The certificate request a ledger reference names ('certificate-request:4'), if it names one. */
export const certificateRequestOf = (reference: string | null): number | null => {
  const match = /^certificate-request:(\d+)$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
};

/** The student of a per-student ledger line, by its reason and reference (null for the others). */
type LedgerStudent = { registrationNumber: string; name: string } | null;

/**
 * A ledger entry's description: what it was for, whom (the student, for a per-student line) or
 * its reference, and its note. The certificate request's number stays, so the line can be traced.
 */
export const describeEntry = (
  entry: Pick<WalletEntry, 'reason' | 'reference' | 'note'>,
  student: LedgerStudent = null,
) => {
  const request = certificateRequestOf(entry.reference);
  const whom = student
    ? `${student.name} (${student.registrationNumber})${request !== null ? `, certificate request ${request}` : ''}`
    : entry.reference;
  return [REASON_LABELS[entry.reason] ?? entry.reason, whom, entry.note]
    .filter(Boolean)
    .join(' - ');
};

const toFund = (row: FundRow): FundItem => ({
  id: row.id,
  centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
  amountPaise: row.amount_paise,
  mode: row.mode,
  reference: row.reference,
  paidOn: row.paid_on,
  status: row.status,
  rejectReason: row.reject_reason,
  receipt: receiptPath(row.id),
  createdAt: row.created_at,
  createdBy: row.created_by_name,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by_name,
});

function validation(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return new AppError(400, 'VALIDATION_ERROR', issues[0]?.message ?? 'Invalid input', fieldErrors);
}

export const requireHeadOffice = (user: AuthenticatedUser) => {
  if (user.role !== 'head_office') throw forbidden(ACCOUNT_MESSAGES.headOfficeOnly);
};

/** Centre wallets, the funds centres pay head office, and the fees head office sets per course. */
export function createAccountsService(deps: {
  repository: AccountsRepository;
  storedFiles: StoredFiles;
  audit: AuditLog;
}) {
  const { repository, storedFiles, audit } = deps;

  /** The centre a staff member acts for: their own; head office names one. */
  async function centreOf(user: AuthenticatedUser, requested: number | undefined) {
    if (user.role === 'centre_staff') {
      if (user.centreId === null) throw forbidden('Your account has no centre.');
      if (requested !== undefined && requested !== user.centreId) throw forbidden();
      return (await repository.findCentre(user.centreId))!;
    }
    const centre = requested !== undefined ? await repository.findCentre(requested) : undefined;
    if (!centre) {
      throw new AppError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.centreRequired, {
        centreId: [ACCOUNT_MESSAGES.centreRequired],
      });
    }
    return centre;
  }

  /**
   * The students of a centre's per-student ledger lines: a registration fee's reference is the
   * registration number, a certificate fee's (and its refund's) the certificate request.
   */
  async function ledgerStudentsOf(
    centreId: number,
    rows: readonly Pick<WalletEntry, 'reason' | 'reference'>[],
  ) {
    const numbers = new Set<string>();
    const requests = new Set<number>();
    for (const row of rows) {
      const request = certificateRequestOf(row.reference);
      if (request !== null) requests.add(request);
      else if (row.reason === 'registration_fee' && row.reference) numbers.add(row.reference);
    }
    const found = await repository.ledgerStudents(centreId, [...numbers], [...requests]);
    const name = (s: { firstname: string; lastname: string }) =>
      `${s.firstname} ${s.lastname}`.trim();
    const byNumber = new Map(
      found.byNumber.map((s) => [
        s.registration_number,
        { registrationNumber: s.registration_number, name: name(s) },
      ]),
    );
    const byRequest = new Map(
      found.byRequest.map((s) => [
        s.request_id,
        { registrationNumber: s.registration_number, name: name(s) },
      ]),
    );
    return (row: Pick<WalletEntry, 'reason' | 'reference'>): LedgerStudent => {
      const request = certificateRequestOf(row.reference);
      if (request !== null) return byRequest.get(request) ?? null;
      if (row.reason !== 'registration_fee' || !row.reference) return null;
      return byNumber.get(row.reference) ?? null;
    };
  }

  async function reachableFund(user: AuthenticatedUser, id: number) {
    const fund = await repository.findFund(id);
    if (!fund) throw notFound(ACCOUNT_MESSAGES.fundNotFound);
    if (!canReachCentre(user, fund.centre_id)) throw forbidden();
    return fund;
  }

  return {
    async wallet(user: AuthenticatedUser, centreId: number | undefined): Promise<Wallet> {
      const centre = await centreOf(user, centreId);
      const rows = await repository.walletEntries(centre.id);
      const students = await ledgerStudentsOf(centre.id, rows);
      // The balance is the sum of the entries (each entry also carries the balance after it).
      const balance = rows.reduce(
        (sum, row) => sum + (row.kind === 'credit' ? row.amount_paise : -row.amount_paise),
        0,
      );
      return {
        centre: { id: centre.id, code: centre.code, name: centre.name },
        balancePaise: balance,
        entries: rows.map((row) => ({
          seq: row.seq,
          createdAt: row.created_at,
          description: describeEntry(row, students(row)),
          reason: row.reason as WalletReason,
          reference: row.reference,
          student: students(row),
          certificateRequestId: certificateRequestOf(row.reference),
          note: row.note,
          creditPaise: row.kind === 'credit' ? row.amount_paise : 0,
          debitPaise: row.kind === 'debit' ? row.amount_paise : 0,
          balanceAfterPaise: row.balance_after_paise,
          createdBy: row.created_by_name,
        })),
      };
    },

    async walletSummaries(user: AuthenticatedUser): Promise<WalletSummary[]> {
      requireHeadOffice(user);
      const rows = await repository.walletSummaries();
      return rows.map((row) => ({
        centre: { id: row.id, code: row.code, name: row.name },
        balancePaise: Number(row.balance ?? 0),
        pendingFundsPaise: Number(row.pending ?? 0),
      }));
    },

    async listFunds(
      user: AuthenticatedUser,
      query: { centreId?: number; status?: string },
    ): Promise<FundItem[]> {
      const centreId = user.role === 'head_office' ? query.centreId : (user.centreId ?? -1);
      return (await repository.listFunds({ centreId, status: query.status })).map(toFund);
    },

    /** Add Fund: the centre records what it paid head office, with the receipt. */
    async addFund(
      user: AuthenticatedUser,
      fields: Record<string, string>,
      receipt: { data: Buffer; filename: string } | undefined,
    ): Promise<FundItem> {
      const parsed = fundFormSchema.safeParse(fields);
      const issues = parsed.success ? [] : [...parsed.error.issues];
      if (!receipt)
        issues.push({ path: ['receipt'], message: ACCOUNT_MESSAGES.receiptRequired } as never);
      if (!parsed.success || issues.length > 0) throw validation(issues);
      const values = parsed.data;
      const centre = await centreOf(
        user,
        values.centreId ? Number(values.centreId) || -1 : undefined,
      );
      const file = await processUpload(
        'receipt',
        'Receipt image',
        'image-or-pdf',
        receipt!.data,
        receipt!.filename,
      );
      // Each answer below is read inside its transaction: a database lost after the commit must
      // not turn a saved change into an error.
      return storedFiles.store(
        { receipt: file },
        { centreId: centre.id, userId: user.id },
        async (trx, fileIds) => {
          const now = nowIso();
          const { id } = await repository.insertFund(
            {
              centre_id: centre.id,
              amount_paise: values.amount,
              mode: values.mode,
              reference: values.reference,
              paid_on: values.paidOn,
              receipt_file_id: fileIds.receipt!,
              status: 'pending',
              reject_reason: null,
              wallet_entry_id: null,
              created_at: now,
              created_by: user.id,
              decided_at: null,
              decided_by: null,
            },
            trx,
          );
          await audit(
            {
              userId: user.id,
              centreId: centre.id,
              action: 'create',
              entity: 'fund_request',
              entityId: id,
              changes: {
                amountPaise: values.amount,
                mode: values.mode,
                reference: values.reference,
                paidOn: values.paidOn,
              },
            },
            trx,
          );
          return toFund((await repository.findFund(id, trx))!);
        },
      );
    },

    async fundReceipt(user: AuthenticatedUser, id: number) {
      const fund = await reachableFund(user, id);
      const stored = await storedFiles.open(fund.receipt_file_id);
      if (!stored) throw notFound('This fund payment has no receipt.');
      return stored;
    },

    /** Head office confirms a fund: the wallet is credited with it, once only. */
    async confirmFund(user: AuthenticatedUser, id: number): Promise<FundItem> {
      requireHeadOffice(user);
      const fund = await reachableFund(user, id);
      return repository.transaction(async (trx) => {
        const now = nowIso();
        const decided = await repository.decideFund(
          id,
          { status: 'confirmed', reject_reason: null, decided_at: now, decided_by: user.id },
          trx,
        );
        if (!decided) throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.fundDecided);
        const entry = await postWalletEntry(trx, {
          centreId: fund.centre_id,
          kind: 'credit',
          amountPaise: fund.amount_paise,
          reason: 'fund',
          reference: fund.reference || `Fund #${fund.id}`,
          createdBy: user.id,
        });
        await repository.setFundEntry(id, entry.id, trx);
        // The top-up's tax invoice (head office to the centre), numbered in this transaction.
        await invoiceTopUp(trx, {
          centreId: fund.centre_id,
          walletEntryId: entry.id,
          amountPaise: fund.amount_paise,
          createdBy: user.id,
        });
        await audit(
          {
            userId: user.id,
            centreId: fund.centre_id,
            action: 'confirm',
            entity: 'fund_request',
            entityId: id,
            changes: {
              status: ['pending', 'confirmed'],
              credited: formatPaise(fund.amount_paise),
              walletEntry: entry.seq,
            },
          },
          trx,
        );
        return toFund((await repository.findFund(id, trx))!);
      });
    },

    async rejectFund(user: AuthenticatedUser, id: number, reason: string): Promise<FundItem> {
      requireHeadOffice(user);
      const fund = await reachableFund(user, id);
      return repository.transaction(async (trx) => {
        const decided = await repository.decideFund(
          id,
          { status: 'rejected', reject_reason: reason, decided_at: nowIso(), decided_by: user.id },
          trx,
        );
        if (!decided) throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.fundDecided);
        await audit(
          {
            userId: user.id,
            centreId: fund.centre_id,
            action: 'reject',
            entity: 'fund_request',
            entityId: id,
            changes: { status: ['pending', 'rejected'], reason },
          },
          trx,
        );
        return toFund((await repository.findFund(id, trx))!);
      });
    },

    async listCourseFees(): Promise<CourseFeeItem[]> {
      return (await repository.listCourseFees()).map((row) => ({
        courseCode: row.code,
        courseName: row.name,
        registrationFeePaise: row.registration_fee_paise ?? 0,
        certificateFeePaise: row.certificate_fee_paise ?? 0,
        courseFeePaise: row.course_fee_paise ?? 0,
        instalments: parseCourseInstalments(row.instalments ?? '[]'),
        updatedAt: row.updated_at ?? null,
      }));
    },

    async saveCourseFee(
      user: AuthenticatedUser,
      courseCode: string,
      body: unknown,
    ): Promise<CourseFeeItem> {
      requireHeadOffice(user);
      const course = await repository.findCourse(courseCode);
      if (!course) throw notFound(ACCOUNT_MESSAGES.courseNotFound);
      const parsed = courseFeeSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const values = parsed.data;
      const now = nowIso();
      await repository.transaction(async (trx) => {
        await repository.saveCourseFee(
          {
            course_code: courseCode,
            registration_fee_paise: values.registrationFeePaise,
            certificate_fee_paise: values.certificateFeePaise,
            course_fee_paise: values.courseFeePaise,
            instalments: JSON.stringify(values.instalments),
            updated_at: now,
            updated_by: user.id,
          },
          trx,
        );
        await audit(
          {
            userId: user.id,
            centreId: null,
            action: 'update',
            entity: 'course_fee',
            entityId: courseCode,
            changes: {
              registrationFeePaise: [
                course.registration_fee_paise ?? 0,
                values.registrationFeePaise,
              ],
              certificateFeePaise: [course.certificate_fee_paise ?? 0, values.certificateFeePaise],
              courseFeePaise: [course.course_fee_paise ?? 0, values.courseFeePaise],
              instalments: [parseCourseInstalments(course.instalments ?? '[]'), values.instalments],
            },
          },
          trx,
        );
      });
      return {
        courseCode,
        courseName: course.name,
        ...values,
        updatedAt: now,
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
