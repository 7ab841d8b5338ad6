// Online payments' routes (decision 0071): the dashboard's (session, role and centre checked by
// the service) and the gateway's own (its checkout's return, a payment link's return and its
// webhooks), which carry no session and are trusted only by their signatures.
import { apiErrorSchema } from '@institute/shared/api-error-schema';
import {
  checkoutSchema,
  ONLINE_PAYMENT_STATUSES,
  onlinePaymentSchema,
  payFeeSchema,
  paymentLinkSchema,
  paymentSettingsSchema,
  refundSchema,
  topUpSchema,
} from '@institute/shared/payments';
import { ERROR_CODES } from '@institute/shared/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const studentParams = z.object({ registrationNumber: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { 400: apiErrorSchema, 409: apiErrorSchema, 503: apiErrorSchema, ...errors };

/** Under /api/dashboard: paying online, payment links, the list and refunds. */
export function paymentRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/payments/settings',
      {
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary: 'Whether online payments are on (the online buttons are shown only then)',
          response: { 200: paymentSettingsSchema, ...errors },
        },
      },
      async () => payments.settings(),
    );

    app.post(
      '/payments/students/:registrationNumber/checkout',
      {
        // A student pays their own fee (the service checks that it is theirs).
        config: { access: 'staff-or-own-student' },
        schema: {
          tags,
          summary:
            "Pay a student's fee online: an order for what is due (the next instalment or all) and the gateway's checkout form",
          params: studentParams,
          bodyDoc: payFeeSchema,
          response: { 201: checkoutSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await payments.payFee(request.user!, request.params.registrationNumber, request.body),
          ),
    );

    app.post(
      '/payments/students/:registrationNumber/link',
      {
        schema: {
          tags,
          summary: "A payment link for what a student owes, sent to the student's e-mail",
          params: studentParams,
          bodyDoc: payFeeSchema,
          response: { 201: paymentLinkSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await payments.sendLink(request.user!, request.params.registrationNumber, request.body),
          ),
    );

    app.post(
      '/payments/wallet/checkout',
      {
        schema: {
          tags,
          summary: "Top up a centre's wallet online: an order and the gateway's checkout form",
          description: 'JSON: amount (rupees); head office also sends centreId.',
          bodyDoc: topUpSchema,
          response: { 201: checkoutSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await payments.topUp(request.user!, request.body)),
    );

    app.get(
      '/payments',
      {
        schema: {
          tags,
          summary: 'Online payments (centre staff: their centre; head office: all or centreId)',
          querystring: z.object({
            centreId: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 31 - 1)
              .optional(),
            status: z.enum(ONLINE_PAYMENT_STATUSES).optional(),
          }),
          response: { 200: z.array(onlinePaymentSchema), 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => payments.list(request.user!, request.query),
    );

    app.post(
      '/payments/:id/refund',
      {
        schema: {
          tags,
          summary:
            'Refund all or part of an online payment (head office): the ledger and the receipt are reversed',
          params: idParams,
          bodyDoc: refundSchema,
          response: { 200: onlinePaymentSchema, ...writeErrors },
        },
      },
      async (request) => payments.refund(request.user!, request.params.id, request.body),
    );
  };
}

/** Under /api: what the gateway (or the payer's browser, sent by it) calls. */
export function gatewayRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    // The webhook's signature is over the exact bytes received: the body is kept raw.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The hosted checkout returns by a form post.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags,
          summary: "The gateway's webhooks (signed with the webhook secret over the raw body)",
          description:
            'JSON: an event of the gateway; X-Razorpay-Signature and X-Razorpay-Event-Id headers.',
          bodyDoc: z.record(z.string(), z.unknown()),
          response: {
            200: z.object({ received: z.string() }),
            400: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await payments.webhook(raw, request.headers);
        if (outcome === 'refused') {
          throw new AppError(400, ERROR_CODES.badRequest, 'The signature does not match.');
        }
        return reply.send({ received: outcome });
      },
    );

    app.post(
      '/payments/razorpay/callback',
      {
        schema: {
          tags,
          summary: "The hosted checkout's return (a form post): the payer is sent back",
          description:
            'application/x-www-form-urlencoded: razorpay_payment_id, razorpay_order_id, razorpay_signature (or error fields).',
          bodyDoc: z.record(z.string(), z.string()),
          response: { 303: z.null(), 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const fields =
          request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
            ? (request.body as Record<string, string>)
            : {};
        return reply.redirect(await payments.checkoutReturn(fields), 303);
      },
    );

    app.get(
      '/payments/razorpay/link-callback',
      {
        schema: {
          tags,
          summary: "A payment link's return: the payer is sent back",
          querystring: z.object({
            razorpay_payment_id: z.string().max(100).optional(),
            razorpay_payment_link_id: z.string().max(100).optional(),
            razorpay_payment_link_reference_id: z.string().max(100).optional(),
            razorpay_payment_link_status: z.string().max(40).optional(),
            razorpay_signature: z.string().max(200).optional(),
          }),
          response: { 303: z.null(), 409: apiErrorSchema },
        },
      },
      async (request, reply) => reply.redirect(await payments.linkReturn(request.query), 303),
    );
  };
}
