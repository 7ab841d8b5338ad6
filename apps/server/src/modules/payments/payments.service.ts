// Online payments (issue 36, decision 0071): a student's fee or a centre's wallet top-up paid
// through the gateway's hosted checkout or a payment link. The amount is always ours: a fee is
// worked out from the student's plan and payments, a top-up is what the centre asked for, and the
// gateway's payment must be captured for exactly that amount before anything is credited. A
// payment is credited once whichever arrives first (the checkout's return, a webhook, the
// reconciliation job): the update that turns its row from pending to paid is the only one that
// credits, in the same transaction as the receipt or the wallet entry.
import { ERROR_CODES } from '@institute/shared/api-error';
import { formatPaise } from '@institute/shared/money';
import {
  PAYMENT_MESSAGES,
  payFeeSchema,
  refundSchema,
  refundTooLargeMessage,
  topUpSchema,
  type Checkout,
  type OnlinePayment,
  type PaymentSettings,
} from '@institute/shared/payments';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { canReachCentre, forbidden, type AuthenticatedUser } from '../../lib/access';
import { refuseArchived } from '../../lib/archived-student';
import type { AuditLog } from '../../lib/audit';
import { eachItem, errorKind } from '../../lib/each-item';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { runTransaction } from '../../lib/transaction';
import {
  amountDue,
  feeStudent,
  recordGatewayFeePayment,
  releaseReceiptRefund,
  reserveReceiptRefund,
  reverseGatewayFeePayment,
} from '../accounts/gateway-fees';
import { creditNoteForRefund, invoiceTopUp } from '../invoices/invoices';
import { enqueueNotification, mobileNumber } from '../notifications/enqueue';
import { postWalletEntry } from '../wallet/wallet';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway';
import type {
  OnlinePaymentRow,
  OnlinePaymentView,
  PaymentsRepository,
} from './payments.repository';

/** A payment still pending this long after it was opened is asked about at the gateway. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** A refund reserved this long ago and still unrecorded is asked about at the gateway. */
export const REFUND_RECONCILE_AFTER_MS = 5 * 60_000;
/** A payment link can be paid for this long. */
export const LINK_VALID_MS = 7 * 24 * 3_600_000;

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const validation = (issues: { path: PropertyKey[]; message: string }[]) => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues)
    (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
  return new AppError(
    400,
    ERROR_CODES.validation,
    issues[0]?.message ?? 'Invalid input',
    fieldErrors,
  );
};

/** The order a failed checkout names in its error metadata (JSON), if any. */
function orderOfFailure(metadata: string | undefined): string {
  try {
    const parsed = JSON.parse(metadata ?? '{}') as { order_id?: unknown };
    return typeof parsed.order_id === 'string' ? parsed.order_id : '';
  } catch {
    return '';
  }
}

const gatewayDown = () =>
  new AppError(503, ERROR_CODES.serviceUnavailable, PAYMENT_MESSAGES.gatewayDown);

const toView = (row: OnlinePaymentView): OnlinePayment => ({
  id: row.id,
  purpose: row.purpose,
  centre: { id: row.centre_id, code: row.centre_code, name: row.centre_name },
  student: row.registration_number
    ? {
        registrationNumber: row.registration_number,
        name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
      }
    : null,
  amountPaise: row.amount_paise,
  refundedPaise: row.refunded_paise,
  status: row.status,
  gatewayPaymentId: row.gateway_payment_id,
  method: row.method,
  receiptNumber: row.receipt_number ?? null,
  feePaymentId: row.fee_payment_id,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  /** null: online payments are off (no keys configured). */
  gateway: PaymentGateway | null;
  audit: AuditLog;
  /** The site's address (no trailing slash): where the gateway sends the payer back. */
  publicUrl: string;
  log: Logger;
}) {
  const { repository, audit, log } = deps;
  const db = repository.db;

  function gatewayOrOff(): PaymentGateway {
    if (!deps.gateway) throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.off);
    return deps.gateway;
  }

  /** The student whose fee this user may pay or have paid: themselves, their centre's, any. */
  async function payableStudent(user: AuthenticatedUser, registrationNumber: string) {
    const student = await feeStudent(db, registrationNumber);
    if (user.role === 'student') {
      if (!student || student.user_id !== user.id) throw forbidden();
    } else if (!student || !canReachCentre(user, student.centre_id)) {
      throw notFound('There is no student with this registration number.');
    }
    refuseArchived(student);
    return student;
  }

  async function dueFor(studentId: number, body: unknown) {
    const parsed = payFeeSchema.safeParse(body);
    if (!parsed.success) throw validation(parsed.error.issues);
    const amount = await amountDue(db, studentId, parsed.data.pay);
    if (amount <= 0) throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.nothingDue);
    return amount;
  }

  /** Opens an order at the gateway for a row written first (its id is the order's receipt). */
  async function openOrder(
    values: {
      purpose: 'fee' | 'wallet';
      centreId: number;
      studentId: number | null;
      amountPaise: number;
      returnTo: string;
      createdBy: number;
    },
    description: string,
    prefill: { name?: string; email?: string | null; contact?: string | null },
  ): Promise<Checkout> {
    const gateway = gatewayOrOff();
    const { id } = await repository.insert({
      provider: gateway.name,
      purpose: values.purpose,
      centre_id: values.centreId,
      student_id: values.studentId,
      amount_paise: values.amountPaise,
      status: 'pending',
      gateway_order_id: null,
      gateway_link_id: null,
      link_url: null,
      gateway_payment_id: null,
      method: null,
      fee_payment_id: null,
      wallet_entry_id: null,
      return_to: values.returnTo,
      created_at: nowIso(),
      created_by: values.createdBy,
      paid_at: null,
      checked_at: null,
    });
    let orderId: string;
    try {
      ({ id: orderId } = await gateway.createOrder({
        amountPaise: values.amountPaise,
        receipt: `online-payment-${id}`,
        notes: { purpose: values.purpose, onlinePayment: String(id) },
      }));
    } catch (error) {
      await repository.update(id, { status: 'failed', checked_at: nowIso() });
      log.warn({ onlinePayment: id, error: errorKind(error) }, 'the gateway refused an order');
      throw gatewayDown();
    }
    await repository.update(id, { gateway_order_id: orderId });
    return {
      id,
      amountPaise: values.amountPaise,
      checkout: gateway.checkoutForm({
        orderId,
        description,
        callbackUrl: `${deps.publicUrl}/api/payments/${gateway.name}/callback`,
        cancelUrl: `${deps.publicUrl}${values.returnTo}?payment=cancelled`,
        prefill,
      }),
    };
  }

  /**
   * Credits a payment the gateway reports, inside `trx`: only a captured payment of exactly the
   * amount we asked for, and only by the update that finds the row unpaid. Resolves to whether
   * this call credited it.
   */
  async function credit(
    trx: Kysely<DB>,
    row: OnlinePaymentRow,
    payment: GatewayPayment,
  ): Promise<boolean> {
    // Only money received: an authorised payment is captured by the gateway (automatic capture),
    // and one refunded before we saw it is not credited.
    if (payment.status !== 'captured') return false;
    if (payment.amountPaise !== row.amount_paise) {
      log.error(
        { onlinePayment: row.id, gatewayPayment: payment.id },
        'a gateway payment does not match the amount asked for; not credited',
      );
      return false;
    }
    const claimed = await repository.claimPaid(
      row.id,
      { gateway_payment_id: payment.id, method: payment.method, paid_at: nowIso() },
      trx,
    );
    if (!claimed) return false;
    if (row.purpose === 'fee') {
      const { id } = await recordGatewayFeePayment(trx, audit, {
        studentId: row.student_id!,
        amountPaise: row.amount_paise,
        method: payment.method,
        reference: payment.id,
      });
      await repository.update(row.id, { fee_payment_id: id }, trx);
    } else {
      const entry = await postWalletEntry(trx, {
        centreId: row.centre_id,
        kind: 'credit',
        amountPaise: row.amount_paise,
        reason: 'fund',
        reference: `Online ${payment.id}`,
        createdBy: row.created_by,
      });
      await repository.update(row.id, { wallet_entry_id: entry.id }, trx);
      // The top-up's tax invoice, numbered in the transaction that credits it.
      await invoiceTopUp(trx, {
        centreId: row.centre_id,
        walletEntryId: entry.id,
        amountPaise: row.amount_paise,
        createdBy: row.created_by,
      });
    }
    await audit(
      {
        userId: null,
        centreId: row.centre_id,
        action: 'confirm',
        entity: 'online_payment',
        entityId: row.id,
        changes: {
          purpose: row.purpose,
          amountPaise: row.amount_paise,
          gatewayPayment: payment.id,
          method: payment.method,
        },
      },
      trx,
    );
    return true;
  }

  /** Looks up the row of a payment and credits it in a transaction of its own. */
  async function creditPayment(payment: GatewayPayment, linkId: string | null) {
    return runTransaction(db, async (trx) => {
      const row =
        (payment.orderId ? await repository.findByOrder(payment.orderId, trx) : undefined) ??
        (linkId ? await repository.findByLink(linkId, trx) : undefined);
      if (!row) return false;
      return credit(trx, row, payment);
    });
  }

  /** Where the payer returns to after the gateway: the page they came from, with the outcome. */
  function returnUrl(row: { return_to: string | null } | undefined, outcome: string) {
    return `${row?.return_to ?? '/'}?payment=${outcome}`;
  }

  type Reservation = NonNullable<Awaited<ReturnType<PaymentsRepository['findRefund']>>>;

  /**
   * Reserves a refund inside `trx` (decision 0088): the online payment's refunded amount grows
   * within what was paid, then the receipt's, or a top-up's wallet debit is posted; and the
   * refund's row is written with a placeholder id, so that a reservation whose request never
   * finished is found again by the reconciliation. Resolves to the reservation's id, or why not.
   */
  async function reserve(
    trx: Kysely<DB>,
    row: OnlinePaymentRow,
    input: { amountPaise: number; reason: string; createdBy: number | null; reference: string },
  ): Promise<number | 'too-large' | 'reversed'> {
    if (!(await repository.reserveRefund(row.id, input.amountPaise, trx))) return 'too-large';
    let walletEntryId: number | null = null;
    if (row.purpose === 'fee') {
      const onReceipt = await reserveReceiptRefund(trx, row.fee_payment_id!, input.amountPaise);
      if (onReceipt !== 'reserved') {
        await repository.releaseRefund(row.id, input.amountPaise, trx);
        return onReceipt;
      }
    } else {
      // A wallet too low refuses the reservation (the error propagates).
      const entry = await postWalletEntry(trx, {
        centreId: row.centre_id,
        kind: 'debit',
        amountPaise: input.amountPaise,
        reason: 'adjustment',
        reference: input.reference,
        note: input.reason,
        createdBy: input.createdBy,
      });
      walletEntryId = entry.id;
    }
    const { id } = await repository.insertReservation(
      {
        online_payment_id: row.id,
        amount_paise: input.amountPaise,
        reason: input.reason,
        wallet_entry_id: walletEntryId,
        created_at: nowIso(),
        created_by: input.createdBy,
      },
      trx,
    );
    return id;
  }

  /**
   * Records a reserved refund the gateway made, inside `trx`, once: only the call that turns the
   * reservation's placeholder into the gateway's refund id writes the receipt's reversal of
   * exactly the refunded amount, the credit note and the audit. Whoever comes second (the
   * request, the reconciliation, a webhook) gets false and writes nothing.
   */
  async function complete(
    trx: Kysely<DB>,
    reservation: Reservation,
    refundId: string,
    how: 'request' | 'reconciliation' | 'webhook' | 'gateway',
  ): Promise<boolean> {
    // Every writer of a payment's refunds takes the payment's row first (one lock order).
    await repository.lock(reservation.online_payment_id, trx);
    if (!(await repository.claimReservation(reservation.id, refundId, trx))) return false;
    const row = (await repository.findById(reservation.online_payment_id, trx))!;
    const feePaymentId =
      row.purpose === 'fee'
        ? await reverseGatewayFeePayment(trx, {
            paymentId: row.fee_payment_id!,
            amountPaise: reservation.amount_paise,
            reason: reservation.reason,
            createdBy: reservation.created_by,
          })
        : null;
    if (feePaymentId !== null)
      await repository.setRefundReversal(reservation.id, feePaymentId, trx);
    // Every refund of an invoiced payment: its credit note, in the same transaction.
    await creditNoteForRefund(trx, {
      walletEntryId: row.wallet_entry_id,
      feePaymentId: row.fee_payment_id,
      refundWalletEntryId: reservation.wallet_entry_id,
      refundFeePaymentId: feePaymentId,
      amountPaise: reservation.amount_paise,
      createdBy: reservation.created_by,
    });
    await audit(
      {
        userId: reservation.created_by,
        centreId: row.centre_id,
        action: 'refund',
        entity: 'online_payment',
        entityId: row.id,
        changes: {
          amountPaise: reservation.amount_paise,
          gatewayRefund: refundId,
          reason: reservation.reason,
          ...(how === 'gateway' ? { madeAtGateway: true } : {}),
          ...(how === 'reconciliation' || how === 'webhook' ? { recordedBy: how } : {}),
        },
      },
      trx,
    );
    return true;
  }

  /**
   * Undoes a reservation the gateway never refunded, inside `trx`, once (the row is deleted only
   * while still reserved): the amounts are released and a top-up's wallet gets its debit back by
   * a credit (the ledger is append-only). False when it was recorded or released meanwhile.
   */
  async function release(trx: Kysely<DB>, reservation: Reservation): Promise<boolean> {
    await repository.lock(reservation.online_payment_id, trx);
    if (!(await repository.dropReservation(reservation.id, trx))) return false;
    const row = (await repository.findById(reservation.online_payment_id, trx))!;
    await repository.releaseRefund(row.id, reservation.amount_paise, trx);
    if (row.purpose === 'fee') {
      await releaseReceiptRefund(trx, row.fee_payment_id!, reservation.amount_paise);
    } else {
      await postWalletEntry(trx, {
        centreId: row.centre_id,
        kind: 'credit',
        amountPaise: reservation.amount_paise,
        reason: 'adjustment',
        reference: `Refund of online payment ${row.id} not made`,
        createdBy: reservation.created_by,
      });
    }
    return true;
  }

  /** Our reservation's id as a refund carries it (notes, else receipt); null when not ours. */
  function reservationOf(refund: GatewayRefund): number | null {
    const named =
      refund.notes.reservation ?? /^refund-(\d+)$/.exec(refund.receipt ?? '')?.[1] ?? '';
    const id = Number(named);
    return /^\d+$/.test(named) && Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  /**
   * A refund's webhook (refund.created, refund.processed), inside the event's transaction. A
   * refund already recorded (unique gateway id) is skipped, so its events apply it once. One of
   * ours still reserved (its request crashed, or has not written it yet) is recorded now. One
   * made in the gateway's own dashboard, or one of ours whose reservation was released (the
   * gateway refunded after all), is reserved and recorded as ours are.
   */
  async function gatewayRefund(
    trx: Kysely<DB>,
    refund: GatewayRefund,
  ): Promise<'processed' | 'ignored'> {
    if (refund.status === 'failed') return 'ignored';
    const found = await repository.findByGatewayPayment(refund.paymentId, trx);
    if (!found || found.status !== 'paid') return 'ignored';
    // Refunds of one payment written one at a time: the second event of a refund sees the first.
    await repository.lock(found.id, trx);
    if (await repository.refundRecorded(refund.id, trx)) return 'ignored';
    if (refund.notes.refundBy === OUR_REFUND) {
      const reservationId = reservationOf(refund);
      // Ours from before reservations were named in the notes: recorded by their request.
      if (reservationId === null) return 'ignored';
      const reservation = await repository.findRefund(reservationId, trx);
      if (
        reservation &&
        reservation.online_payment_id === found.id &&
        reservation.amount_paise === refund.amountPaise
      ) {
        if (await complete(trx, reservation, refund.id, 'webhook')) return 'processed';
        // Recorded meanwhile (under this id) or released just now: looked at again below.
        if (await repository.refundRecorded(refund.id, trx)) return 'ignored';
      }
      // Released (the gateway refunded after we gave up on it): the money has left, apply it.
      log.warn({ onlinePayment: found.id }, 'a refund of ours made after its release; applied');
    }
    const reason = 'Refunded in the payment gateway';
    const reserved = await reserve(trx, found, {
      amountPaise: refund.amountPaise,
      reason,
      createdBy: null,
      reference: `Refund ${refund.id}`,
    });
    if (reserved === 'too-large') {
      log.error(
        { onlinePayment: found.id },
        'a refund made at the gateway is more than what remains of the payment; not applied',
      );
      return 'ignored';
    }
    if (reserved === 'reversed') {
      // Staff gave the money back by hand too: nothing left on the receipt to take back.
      log.error(
        { onlinePayment: found.id },
        'a refund made at the gateway of a receipt reversed by hand; not applied',
      );
      return 'ignored';
    }
    await complete(trx, (await repository.findRefund(reserved, trx))!, refund.id, 'gateway');
    return 'processed';
  }

  /**
   * Reservations older than REFUND_RECONCILE_AFTER_MS still neither recorded nor released (their
   * request crashed before or after the gateway's refund): the gateway's refunds of the payment
   * are asked for; the one naming the reservation records it, none releases it.
   */
  async function reconcileRefunds(gateway: PaymentGateway, now: Date) {
    const rows = await repository.reservationsBefore(
      new Date(now.getTime() - REFUND_RECONCILE_AFTER_MS).toISOString(),
    );
    let recorded = 0;
    let released = 0;
    const failed = await eachItem(
      rows,
      async (reservation) => {
        const payment = await repository.findById(reservation.online_payment_id);
        if (!payment?.gateway_payment_id) return;
        const refunds = await gateway.paymentRefunds(payment.gateway_payment_id);
        const made = refunds.find(
          (r) => reservationOf(r) === reservation.id && r.status !== 'failed',
        );
        const done = await runTransaction(db, (trx) =>
          made ? complete(trx, reservation, made.id, 'reconciliation') : release(trx, reservation),
        );
        if (!done) return;
        if (made) recorded++;
        else released++;
        log.warn(
          {
            onlinePayment: payment.id,
            refund: reservation.id,
            outcome: made ? 'recorded' : 'released',
          },
          'an unfinished refund was reconciled',
        );
      },
      (row, error) =>
        log.error(
          { refund: row.id, error: errorKind(error) },
          'an unfinished refund could not be reconciled',
        ),
    );
    return {
      refundsChecked: rows.length,
      refundsRecorded: recorded,
      refundsReleased: released,
      failed,
    };
  }

  return {
    settings(): PaymentSettings {
      return { enabled: deps.gateway !== null, provider: deps.gateway?.name ?? null };
    },

    /** A student (or their centre, or head office) pays what is due through the checkout. */
    async payFee(
      user: AuthenticatedUser,
      registrationNumber: string,
      body: unknown,
    ): Promise<Checkout> {
      const student = await payableStudent(user, registrationNumber);
      gatewayOrOff();
      const amount = await dueFor(student.id, body);
      return openOrder(
        {
          purpose: 'fee',
          centreId: student.centre_id,
          studentId: student.id,
          amountPaise: amount,
          returnTo:
            user.role === 'student'
              ? `/dashboard/student/${student.registration_number}`
              : '/dashboard/ViewStudentFee',
          createdBy: user.id,
        },
        `Fee ${student.registration_number}`,
        {
          name: `${student.firstname} ${student.lastname}`.trim(),
          email: student.email,
          contact: student.contactno,
        },
      );
    },

    /** A payment link for what is due, e-mailed (and texted) to the student through the outbox. */
    async sendLink(user: AuthenticatedUser, registrationNumber: string, body: unknown) {
      if (user.role === 'student') throw forbidden();
      const student = await payableStudent(user, registrationNumber);
      const gateway = gatewayOrOff();
      if (!student.email && !mobileNumber(student.contactno)) {
        throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.noEmail);
      }
      const amount = await dueFor(student.id, body);
      const now = new Date();
      const { id } = await repository.insert({
        provider: gateway.name,
        purpose: 'fee',
        centre_id: student.centre_id,
        student_id: student.id,
        amount_paise: amount,
        status: 'pending',
        gateway_order_id: null,
        gateway_link_id: null,
        link_url: null,
        gateway_payment_id: null,
        method: null,
        fee_payment_id: null,
        wallet_entry_id: null,
        return_to: '/',
        created_at: now.toISOString(),
        created_by: user.id,
        paid_at: null,
        checked_at: null,
      });
      let link: { id: string; url: string };
      try {
        link = await gateway.createLink({
          amountPaise: amount,
          reference: `online-payment-${id}`,
          description: `Fee ${student.registration_number}`,
          customer: {
            name: `${student.firstname} ${student.lastname}`.trim(),
            email: student.email,
            contact: student.contactno,
          },
          callbackUrl: `${deps.publicUrl}/api/payments/${gateway.name}/link-callback`,
          expiresAt: new Date(now.getTime() + LINK_VALID_MS),
        });
      } catch (error) {
        await repository.update(id, { status: 'failed', checked_at: nowIso() });
        log.warn({ onlinePayment: id, error: errorKind(error) }, 'the gateway refused a link');
        throw gatewayDown();
      }
      await runTransaction(db, async (trx) => {
        await repository.update(id, { gateway_link_id: link.id, link_url: link.url }, trx);
        await enqueueNotification(trx, {
          kind: 'fee-payment-link',
          to: { studentId: student.id },
          centreId: student.centre_id,
          data: { amount: formatPaise(amount), link: link.url },
        });
        await audit(
          {
            userId: user.id,
            centreId: student.centre_id,
            action: 'create',
            entity: 'online_payment',
            entityId: id,
            changes: { student: student.registration_number, amountPaise: amount, link: true },
          },
          trx,
        );
      });
      return { id, amountPaise: amount, url: link.url };
    },

    /** A centre tops up its wallet: the amount it chose, credited once the gateway confirms. */
    async topUp(user: AuthenticatedUser, body: unknown): Promise<Checkout> {
      gatewayOrOff();
      const parsed = topUpSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      // The gateway's smallest payment.
      if (parsed.data.amount < 100) {
        throw validation([{ path: ['amount'], message: PAYMENT_MESSAGES.tooSmall }]);
      }
      let centreId: number;
      if (user.role === 'centre_staff' && user.centreId !== null) {
        if (parsed.data.centreId !== undefined && parsed.data.centreId !== user.centreId) {
          throw forbidden();
        }
        centreId = user.centreId;
      } else if (user.role === 'head_office' && parsed.data.centreId !== undefined) {
        centreId = parsed.data.centreId;
      } else if (user.role === 'head_office') {
        throw validation([{ path: ['centreId'], message: 'Choose the centre.' }]);
      } else {
        throw forbidden();
      }
      const centre = await db
        .selectFrom('centres')
        .select(['id', 'code', 'email', 'phone', 'name'])
        .where('id', '=', centreId)
        .executeTakeFirst();
      if (!centre) throw notFound('There is no such centre.');
      return openOrder(
        {
          purpose: 'wallet',
          centreId,
          studentId: null,
          amountPaise: parsed.data.amount,
          returnTo: '/dashboard/AddAccount',
          createdBy: user.id,
        },
        `Wallet top-up ${centre.code}`,
        { name: centre.name, email: centre.email, contact: centre.phone },
      );
    },

    /**
     * The hosted checkout's return (a form post from the payer's browser, without our session):
     * trusted only with a valid signature, and even then the payment is asked of the gateway.
     * Resolves to where the browser goes next.
     */
    async checkoutReturn(fields: Record<string, string | undefined>): Promise<string> {
      const gateway = gatewayOrOff();
      const orderId = fields.razorpay_order_id ?? '';
      const paymentId = fields.razorpay_payment_id ?? '';
      const signature = fields.razorpay_signature ?? '';
      if (!orderId || !paymentId) {
        // A failed or cancelled payment: the order stays pending (it may be paid again).
        const failedOrder = orderOfFailure(fields['error[metadata]']);
        const row = failedOrder ? await repository.findByOrder(failedOrder) : undefined;
        return returnUrl(row, 'failed');
      }
      const row = await repository.findByOrder(orderId);
      if (!row || !gateway.verifyCheckout({ orderId, paymentId, signature })) {
        log.warn({ onlinePayment: row?.id ?? null }, 'a checkout return with a bad signature');
        return returnUrl(row, 'failed');
      }
      let payment: GatewayPayment;
      try {
        payment = await gateway.fetchPayment(paymentId);
      } catch (error) {
        // The webhook or the reconciliation will credit it.
        log.warn({ onlinePayment: row.id, error: errorKind(error) }, 'payment not fetched');
        return returnUrl(row, 'pending');
      }
      if (payment.orderId !== orderId) return returnUrl(row, 'failed');
      await creditPayment(payment, null);
      const after = await repository.findByOrder(orderId);
      return returnUrl(row, after?.status === 'paid' ? 'paid' : 'pending');
    },

    /** A payment link's return (a GET with the link's signature). */
    async linkReturn(query: Record<string, string | undefined>): Promise<string> {
      const gateway = gatewayOrOff();
      const linkId = query.razorpay_payment_link_id ?? '';
      const paymentId = query.razorpay_payment_id ?? '';
      const valid = gateway.verifyLinkCallback({
        linkId,
        reference: query.razorpay_payment_link_reference_id ?? '',
        status: query.razorpay_payment_link_status ?? '',
        paymentId,
        signature: query.razorpay_signature ?? '',
      });
      const row = linkId ? await repository.findByLink(linkId) : undefined;
      if (!valid || !row) return returnUrl(row, 'failed');
      try {
        await creditPayment(await gateway.fetchPayment(paymentId), linkId);
      } catch (error) {
        log.warn({ onlinePayment: row.id, error: errorKind(error) }, 'payment not fetched');
        return returnUrl(row, 'pending');
      }
      const after = await repository.findByLink(linkId);
      return returnUrl(row, after?.status === 'paid' ? 'paid' : 'pending');
    },

    /**
     * A webhook, by its raw body: refused (false) when its signature does not match. Each event
     * is recorded (unique key) in the same transaction as what it credits, so the same event
     * delivered again, even at the same moment, changes nothing.
     */
    async webhook(
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<'processed' | 'duplicate' | 'ignored' | 'refused'> {
      const gateway = gatewayOrOff();
      const event = gateway.parseWebhook(rawBody, headers);
      if (!event) return 'refused';
      return runTransaction(db, async (trx) => {
        const fresh = await repository.claimEvent(
          {
            provider: gateway.name,
            event_key: event.key,
            event: event.event.slice(0, 60),
            received_at: nowIso(),
          },
          trx,
        );
        if (!fresh) return 'duplicate';
        if (event.refund && ['refund.created', 'refund.processed'].includes(event.event)) {
          return gatewayRefund(trx, event.refund);
        }
        if (!event.payment) return 'ignored';
        if (!['payment.captured', 'order.paid', 'payment_link.paid'].includes(event.event)) {
          return 'ignored';
        }
        const row =
          (event.payment.orderId
            ? await repository.findByOrder(event.payment.orderId, trx)
            : undefined) ??
          (event.linkId ? await repository.findByLink(event.linkId, trx) : undefined);
        if (!row) return 'ignored';
        return (await credit(trx, row, event.payment)) ? 'processed' : 'ignored';
      });
    },

    /**
     * The reconciliation job: every payment still pending 15 minutes after it was opened is asked
     * about at the gateway; a captured one is credited, one whose attempts all failed (or that was
     * never attempted) is marked failed (a payment arriving later still credits it). Then every
     * refund reserved more than 5 minutes ago and still unrecorded is recorded or released.
     */
    async reconcile(now = new Date()): Promise<{
      checked: number;
      credited: number;
      failed: number;
      refundsChecked: number;
      refundsRecorded: number;
      refundsReleased: number;
    }> {
      if (!deps.gateway) {
        return {
          checked: 0,
          credited: 0,
          failed: 0,
          refundsChecked: 0,
          refundsRecorded: 0,
          refundsReleased: 0,
        };
      }
      const gateway = deps.gateway;
      const rows = await repository.pendingBefore(
        new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString(),
      );
      let credited = 0;
      const failed = await eachItem(
        rows,
        async (row) => {
          let payments: GatewayPayment[];
          if (row.gateway_order_id) payments = await gateway.orderPayments(row.gateway_order_id);
          else if (row.gateway_link_id) payments = await gateway.linkPayments(row.gateway_link_id);
          else payments = [];
          const captured = payments.find((p) => p.status === 'captured');
          if (captured) {
            if (await creditPayment(captured, row.gateway_link_id)) credited++;
            return;
          }
          const stillOpen = row.gateway_link_id
            ? now.getTime() - Date.parse(row.created_at) < LINK_VALID_MS
            : payments.some((p) => p.status === 'created' || p.status === 'authorized');
          await repository.update(row.id, {
            checked_at: now.toISOString(),
            ...(stillOpen ? {} : { status: 'failed' as const }),
          });
        },
        (row, error) =>
          log.error(
            { onlinePayment: row.id, error: errorKind(error) },
            'an online payment could not be reconciled',
          ),
      );
      const refunds = await reconcileRefunds(gateway, now);
      return {
        checked: rows.length,
        credited,
        failed: failed + refunds.failed,
        refundsChecked: refunds.refundsChecked,
        refundsRecorded: refunds.refundsRecorded,
        refundsReleased: refunds.refundsReleased,
      };
    },

    async list(
      user: AuthenticatedUser,
      query: { centreId?: number; status?: string },
    ): Promise<OnlinePayment[]> {
      if (user.role !== 'head_office' && user.role !== 'centre_staff') throw forbidden();
      const centreId = user.role === 'head_office' ? query.centreId : (user.centreId ?? -1);
      return (await repository.list({ centreId, status: query.status })).map(toView);
    },

    /**
     * Head office refunds all or part of a payment received (decision 0088). The refund is
     * reserved first, in one transaction: the online payment's and the receipt's refunded amounts
     * grow only while they stay within what was paid (so refunds raced at once never give back
     * more), and a top-up's wallet debit is posted there and then (so the wallet cannot be spent
     * between its check and the gateway's refund), with the refund's row under a placeholder id.
     * Then the gateway refunds, told our reservation's id; when it does not, the reservation is
     * undone (the wallet gets a credit back). Then the rest of the ledger (the receipt's reversal,
     * the credit note, the refund's id) in one transaction, once: a request that stops between
     * these steps leaves the reservation to its webhook or to the reconciliation.
     */
    async refund(user: AuthenticatedUser, id: number, body: unknown): Promise<OnlinePayment> {
      if (user.role !== 'head_office') throw forbidden('Only head office can do this.');
      const gateway = gatewayOrOff();
      const parsed = refundSchema.safeParse(body);
      if (!parsed.success) throw validation(parsed.error.issues);
      const row = await repository.find(id);
      if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
      if (row.status !== 'paid' || !row.gateway_payment_id) {
        throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.notPaid);
      }
      const amount = parsed.data.amount ?? row.amount_paise - row.refunded_paise;
      const tooLarge = async () => {
        const now = await repository.find(id);
        const message = refundTooLargeMessage(
          (now?.amount_paise ?? 0) - (now?.refunded_paise ?? 0),
        );
        return new AppError(409, ERROR_CODES.conflict, message, { amount: [message] });
      };
      if (amount <= 0 || amount > row.amount_paise - row.refunded_paise) throw await tooLarge();
      const reason = parsed.data.reason;
      const reservationId = await runTransaction(db, async (trx) => {
        const reserved = await reserve(trx, row, {
          amountPaise: amount,
          reason,
          createdBy: user.id,
          reference: `Refund of online payment ${id}`,
        });
        if (reserved === 'reversed') {
          // Given back by staff outside this payment's refunds.
          throw new AppError(409, ERROR_CODES.conflict, PAYMENT_MESSAGES.reversedByHand);
        }
        return reserved;
      });
      if (reservationId === 'too-large') throw await tooLarge();
      const reservation = (await repository.findRefund(reservationId))!;
      await refundHooks.beforeGateway?.(reservationId);
      let refundId: string;
      try {
        // Our reservation's id in the notes and the receipt: the reconciliation and the webhook
        // find it again if this request does not live to record it.
        refundId = await gateway.refund(
          row.gateway_payment_id,
          amount,
          { onlinePayment: String(id), refundBy: OUR_REFUND, reservation: String(reservationId) },
          `refund-${reservationId}`,
        );
      } catch (error) {
        log.warn({ onlinePayment: id, error: errorKind(error) }, 'the gateway refused a refund');
        const refused = error instanceof GatewayError && error.status >= 400 && error.status < 500;
        // Not reached, timed out or failed on its side: the refund may have been made all the
        // same. The gateway is asked; when it cannot say, the reservation is left to the
        // reconciliation (or the refund's webhook), which records or releases it.
        let made: GatewayRefund | null = null;
        if (!refused) {
          try {
            made =
              (await gateway.paymentRefunds(row.gateway_payment_id)).find(
                (r) => reservationOf(r) === reservationId && r.status !== 'failed',
              ) ?? null;
          } catch {
            log.warn({ onlinePayment: id }, 'a refund left reserved for the reconciliation');
            throw gatewayDown();
          }
        }
        if (made) {
          await runTransaction(db, (trx) => complete(trx, reservation, made.id, 'request'));
          return toView((await repository.find(id))!);
        }
        const released = await runTransaction(db, (trx) => release(trx, reservation));
        // Not released: its webhook recorded it meanwhile (the gateway refunded after all).
        if (!released) return toView((await repository.find(id))!);
        if (refused) throw await tooLarge();
        throw gatewayDown();
      }
      await refundHooks.afterGateway?.(reservationId);
      // False: the webhook or the reconciliation recorded it first; it is recorded once either way.
      await runTransaction(db, (trx) => complete(trx, reservation, refundId, 'request'));
      return toView((await repository.find(id))!);
    },
  };
}

/** The note our own refunds carry at the gateway: their webhooks are not applied again. */
const OUR_REFUND = 'institute';

/**
 * For tests only: awaited just before and just after the gateway's refund call of a head-office
 * refund (a throw there is a server that stopped at that point). Null in production.
 */
export const refundHooks: {
  beforeGateway: ((reservationId: number) => void | Promise<void>) | null;
  afterGateway: ((reservationId: number) => void | Promise<void>) | null;
} = { beforeGateway: null, afterGateway: null };

export type PaymentsService = ReturnType<typeof createPaymentsService>;
