import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every message it accepts,
 * parsed by mailparser. stop() and start() again on the same port simulate an outage.
 */
export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until `count` messages have arrived (gives up after 20 s). */
  waitFor(count: number): Promise<ParsedMail[]>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              messages.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      instance.on('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        port = (instance.server.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });
  await listen();
  const handle: TestSmtpServer = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
    async waitFor(count) {
      for (let tries = 0; tries < 400; tries++) {
        if (messages.length >= count) return messages;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`gave up waiting for ${count} messages (got ${messages.length})`);
    },
  };
  return handle;
}
