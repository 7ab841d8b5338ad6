// A real SMTP server (the smtp-server package) for the browser tests: the server under test sends
// its e-mails here (SMTP_URL), and the tests read what arrived as JSON over HTTP.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string;
  subject: string;
  text: string;
}

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const messages: SunkMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
        messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/messages' ? messages : []));
}).listen(httpPort, '127.0.0.1');
