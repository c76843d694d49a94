import type { InterfaceLocale } from '../../domain/enums.js';
import { escapeHtml, type MailFooter } from '../messaging/mailFooter.js';

// The e-mails and SMS of sending and accepting a quote (docs/quotes.md#sending), in the two languages the product
// writes: the customer's in the quote's language (French quotes in English), the specialist's in the business's.

/** A sum of cents as the quote's language writes Canadian dollars. */
export const formatCents = (cents: number, locale: InterfaceLocale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** A calendar day (`YYYY-MM-DD`) written out in `locale`: April 13, 2030 / 2030年4月13日. */
export const formatDay = (day: string, locale: InterfaceLocale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** An instant as the business time zone shows it, to the minute. */
export const formatMoment = (at: Date, locale: InterfaceLocale, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);

/** What the customer's e-mail and SMS say about the quote. */
export interface QuoteNotice {
  company: string;
  customer: string;
  number: string;
  version: number;
  total: string;
  validUntil: string;
  link: string;
}

const customerTexts: Record<InterfaceLocale, { subject: (n: QuoteNotice) => string; body: (n: QuoteNotice) => string[]; open: string; sms: (n: QuoteNotice) => string }> = {
  'en-US': {
    subject: (n) => `Your quote ${n.number} from ${n.company}`,
    body: (n) => [
      `Hello ${n.customer},`,
      `Here is our quote ${n.number} (version ${n.version}): ${n.total}, taxes included, valid until ${n.validUntil}. It is attached as a PDF.`,
      'On its page you can choose the optional items, then accept or decline it:',
    ],
    open: 'Open the quote',
    sms: (n) => `${n.company}: your quote ${n.number} (${n.total}, valid until ${n.validUntil}) is ready: ${n.link}`,
  },
  'zh-CN': {
    subject: (n) => `${n.company}的报价单 ${n.number}`,
    body: (n) => [
      `${n.customer}，您好：`,
      `这是我们的报价单 ${n.number}（版本 ${n.version}）：含税总计 ${n.total}，有效期至 ${n.validUntil}。报价单 PDF 见附件。`,
      '您可以在报价页面选择可选项目，然后接受或拒绝报价：',
    ],
    open: '打开报价单',
    sms: (n) => `${n.company}：您的报价单 ${n.number}（${n.total}，有效期至 ${n.validUntil}）已发出：${n.link}`,
  },
};

/** The e-mail that sends a quote: a few lines, the link to its page, the company's footer (the PDF is attached by the caller). */
export function quoteMail(locale: InterfaceLocale, notice: QuoteNotice, footer: MailFooter) {
  const t = customerTexts[locale];
  const [greeting, ...lines] = t.body(notice);
  return {
    subject: t.subject(notice),
    text: [greeting, '', ...lines, notice.link].join('\n') + footer.text,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(notice.link)}">${escapeHtml(t.open)}</a></p>`,
      footer.html,
    ].join('\n'),
  };
}

export const quoteSms = (locale: InterfaceLocale, notice: QuoteNotice) => customerTexts[locale].sms(notice);

/** What the specialist's e-mail says about an acceptance. */
export interface AcceptanceNotice {
  specialist: string;
  customer: string;
  number: string;
  version: number;
  total: string;
  signedBy: string;
  signedAt: string;
  contract: string;
}

const specialistTexts: Record<InterfaceLocale, { subject: (n: AcceptanceNotice) => string; body: (n: AcceptanceNotice) => string[] }> = {
  'en-US': {
    subject: (n) => `Quote ${n.number} accepted by ${n.customer}`,
    body: (n) => [
      `Hello ${n.specialist},`,
      `${n.customer} accepted quote ${n.number} (version ${n.version}) on its page on ${n.signedAt}, signed by ${n.signedBy}: ${n.total}.`,
      `Contract ${n.contract} was created, signed, with the signed PDF; the project is now contracted.`,
    ],
  },
  'zh-CN': {
    subject: (n) => `${n.customer}已接受报价单 ${n.number}`,
    body: (n) => [
      `${n.specialist}，您好：`,
      `${n.customer}于 ${n.signedAt} 在报价页面接受了报价单 ${n.number}（版本 ${n.version}），签署人 ${n.signedBy}，金额 ${n.total}。`,
      `已创建已签署的合同 ${n.contract}，并附有签署后的 PDF；项目状态已改为已签约。`,
    ],
  },
};

/** The e-mail telling the project's specialist that the customer accepted the quote. */
export function acceptanceMail(locale: InterfaceLocale, notice: AcceptanceNotice, footer: MailFooter) {
  const t = specialistTexts[locale];
  const [greeting, ...lines] = t.body(notice);
  return {
    subject: t.subject(notice),
    text: [greeting, '', ...lines].join('\n') + footer.text,
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), footer.html].join('\n'),
  };
}
