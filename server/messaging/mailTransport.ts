import { createTransport } from 'nodemailer';

/** One e-mail, ready to go: addresses as `Name <address>` or bare, or a name and address nodemailer quotes. */
export interface MailMessage {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files sent with it (a quote's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The address part of `Name <address>`, or the whole text when it is bare. */
export const mailAddressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** Where the product's e-mail goes: transactional mail (password reset) and campaigns alike. */
export interface MailTransport {
  /** The SMTP server's host name, which the settings screen may show; never its user or password. */
  host: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail handed to the SMTP server at `smtpUrl` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the
 * start) over a pool of kept connections, so a campaign does not open a connection for every message.
 */
export function smtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({ url: smtpUrl, pool: true });
  return {
    host: new URL(smtpUrl).hostname,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
