import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that accepts every message and discards it, counting the campaigns' e-mails (those
 * with a `List-Unsubscribe` header, docs/marketing.md#sender-identification): where the bench server sends a campaign,
 * through the same SMTP transport as in production. The staff's task reminders and digests, which the server sends
 * meanwhile, are not counted: a campaign's count then equals its queued messages, each sent once.
 */
export async function startSmtpSink() {
  let received = 0;
  /** performance.now() when the latest message was accepted. */
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      // The header ends at the first empty line; only that much is kept to look at.
      let header = '';
      stream.on('data', (chunk: Buffer) => {
        if (!header.includes('\r\n\r\n')) header += chunk.toString('latin1');
      });
      stream.on('end', () => {
        if (/^list-unsubscribe:/im.test(header.slice(0, header.indexOf('\r\n\r\n')))) {
          received++;
          lastAt = performance.now();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    lastAt: () => lastAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
