import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Meta's Graph API (the WhatsApp Business Cloud API is outside this machine),
// speaking its shapes: POST /{version}/{phone number id}/messages with a Bearer token answers
// {messaging_product, contacts, messages: [{id: 'wamid...'}]}, or an error
// {error: {message, type, code, error_subcode, fbtrace_id}} as the real API does (190 for a bad
// token, 100 for a bad parameter, 130429 throughput limit with HTTP 429, 131026 undeliverable...).
// It records every call, and sends status webhooks (sent, delivered, read, failed) and incoming
// replies to the app, signed with the app secret (X-Hub-Signature-256), made here with node:crypto,
// independently of the server's code.

export interface GraphCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
  at: number;
  /** The id answered (none for an error). */
  wamid: string | null;
}

export interface GraphError {
  httpStatus: number;
  code: number;
  message: string;
  subcode?: number;
}

export const GRAPH_ERRORS = {
  rateLimit: {
    httpStatus: 429,
    code: 130429,
    message: '(#130429) Rate limit hit',
  },
  undeliverable: {
    httpStatus: 400,
    code: 131026,
    message: '(#131026) Message Undeliverable.',
  },
  badToken: {
    httpStatus: 401,
    code: 190,
    message: 'Invalid OAuth access token - Cannot parse access token',
  },
  badParameter: {
    httpStatus: 400,
    code: 100,
    message: '(#100) Invalid parameter',
  },
} satisfies Record<string, GraphError>;

export const hubSignature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export async function startWhatsappFake(options: {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
}) {
  const calls: GraphCall[] = [];
  /** Errors to answer, one per call, before answering normally again. */
  const errors: GraphError[] = [];
  const state = { webhookUrl: '' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: GraphCall['body'] = {};
      try {
        body = JSON.parse(text) as GraphCall['body'];
      } catch {
        // answered below as a bad parameter
      }
      const path = (request.url ?? '').split('?')[0]!;
      const call: GraphCall = {
        method: request.method ?? '',
        path,
        headers: request.headers,
        body,
        at: Date.now(),
        wamid: null,
      };
      calls.push(call);
      const answer = (status: number, json: unknown) => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(json));
      };
      const fail = (error: GraphError) =>
        answer(error.httpStatus, {
          error: {
            message: error.message,
            type: error.code === 190 ? 'OAuthException' : 'OAuthException',
            code: error.code,
            ...(error.subcode !== undefined ? { error_subcode: error.subcode } : {}),
            fbtrace_id: `A${randomBytes(8).toString('hex')}`,
          },
        });
      if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
        return fail(GRAPH_ERRORS.badToken);
      }
      if (
        request.method !== 'POST' ||
        !new RegExp(`^/v\\d+\\.\\d+/${options.phoneNumberId}/messages$`).test(path)
      ) {
        return fail({ httpStatus: 400, code: 100, message: 'Unsupported post request.' });
      }
      if (
        body.messaging_product !== 'whatsapp' ||
        body.type !== 'template' ||
        !/^91[6-9]\d{9}$/.test(body.to ?? '') ||
        !body.template?.name ||
        !['en', 'hi'].includes(body.template.language?.code)
      ) {
        return fail(GRAPH_ERRORS.badParameter);
      }
      const queued = errors.shift();
      if (queued) return fail(queued);
      call.wamid = `wamid.${randomBytes(18).toString('base64url')}`;
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: call.wamid }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Posts a signed webhook notification with these `value`s to the app. */
  async function post(
    values: Record<string, unknown>[],
    opts: { badSignature?: boolean; times?: number } = {},
  ) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: values.map((value) => ({
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550783881',
                phone_number_id: options.phoneNumberId,
              },
              ...value,
            },
          })),
        },
      ],
    });
    const signature = hubSignature(
      opts.badSignature ? 'not-the-app-secret' : options.appSecret,
      body,
    );
    const send = () =>
      fetch(state.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    return Promise.all(Array.from({ length: opts.times ?? 1 }, send));
  }

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    calls,
    errors,
    state,
    /** A status of a message this fake answered, as the webhook sends it. */
    status(
      wamid: string,
      status: 'sent' | 'delivered' | 'read' | 'failed',
      opts: { badSignature?: boolean; times?: number; recipient?: string } = {},
    ) {
      const call = calls.find((one) => one.wamid === wamid);
      return post(
        [
          {
            statuses: [
              {
                id: wamid,
                status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: opts.recipient ?? call?.body.to ?? '919999999999',
                ...(status === 'failed'
                  ? {
                      errors: [
                        {
                          code: 131026,
                          title: 'Message undeliverable',
                          message: 'Message undeliverable',
                          error_data: { details: 'Message Undeliverable.' },
                        },
                      ],
                    }
                  : {
                      conversation: {
                        id: randomBytes(16).toString('hex'),
                        origin: { type: 'utility' },
                      },
                      pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                    }),
              },
            ],
          },
        ],
        opts,
      );
    },
    /** A text message from a number (91XXXXXXXXXX) to the business, as the webhook sends it. */
    reply(from: string, text: string, opts: { times?: number; badSignature?: boolean } = {}) {
      return post(
        [
          {
            contacts: [{ profile: { name: 'Test' }, wa_id: from }],
            messages: [
              {
                from,
                id: `wamid.${randomBytes(18).toString('base64url')}`,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type: 'text',
                text: { body: text },
              },
            ],
          },
        ],
        opts,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsappFake = Awaited<ReturnType<typeof startWhatsappFake>>;
