import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpMailTransport } from '../../server/messaging/mailTransport.js';

/**
 * A real SMTP server on loopback that keeps what it receives, parsed: the peer the product's mail transport
 * talks to in tests. `refuse` makes it answer the next messages with a temporary or a permanent failure;
 * `acceptAfterMs` makes it take that long over each message before accepting it, as a busy server does.
 */
export async function startSmtpPeer({ acceptAfterMs = 0 } = {}) {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  /** SMTP reply codes to answer the next messages with, one each, before accepting again. */
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = refusals.shift();
      if (refusal) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(`Refused for the test (${refusal})`), { responseCode: refusal })));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          if (acceptAfterMs) await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
          received.push(mail);
          waiting.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-message (a killed server) resets its connection: the peer carries on, as a real one does.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const url = `smtp://127.0.0.1:${port}`;
  const transport = smtpMailTransport(url);

  /** Resolves once `count` messages have arrived in all, or fails after `timeoutMs`. */
  async function messages(count: number, timeoutMs = 5000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The SMTP peer received ${received.length} of ${count} messages.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received.slice(0, count);
  }

  return {
    url,
    transport,
    received,
    messages,
    /** Answers the next messages with these SMTP codes (451: try again later, 550: never), one a message. */
    refuse: (...codes: number[]) => void refusals.push(...codes),
    async close() {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
