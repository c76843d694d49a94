import type { InterfaceLocale } from '../../domain/enums.js';
import { escapeHtml } from './mailFooter.js';

/** What the unsubscribe page says: asking, done, or done before. */
export type UnsubscribeState = 'ask' | 'done' | 'already';

const texts: Record<InterfaceLocale, { title: string; button: string } & Record<UnsubscribeState, (company: string) => string>> = {
  'en-US': {
    title: 'Unsubscribe',
    button: 'Unsubscribe',
    ask: (company) => `Stop receiving marketing e-mails from ${company}?`,
    done: (company) => `You are unsubscribed: ${company} will send you no more marketing e-mails.`,
    already: (company) => `You were already unsubscribed: ${company} sends you no marketing e-mails.`,
  },
  'zh-CN': {
    title: '退订',
    button: '退订',
    ask: (company) => `不再接收${company}的营销邮件？`,
    done: (company) => `您已退订，${company}将不再向您发送营销邮件。`,
    already: (company) => `您之前已经退订，${company}不会向您发送营销邮件。`,
  },
};

/** The customer's language when the product speaks it, English otherwise (fr-FR customers). */
export const pageLocale = (locale: string): InterfaceLocale => (locale === 'zh-CN' ? 'zh-CN' : 'en-US');

/**
 * The public page of a campaign e-mail's unsubscribe link, in the customer's language: a sentence and, when
 * asking, a button that posts a plain form (not the RFC 8058 one-click body, so the consent record can tell a
 * person's click from a mail client's request), so that the link works without JavaScript.
 */
export function unsubscribePage(locale: InterfaceLocale, state: UnsubscribeState, company: string) {
  const t = texts[locale];
  const form =
    state === 'ask'
      ? `<form method="post"><button type="submit" style="font-size:16px;padding:8px 20px">${escapeHtml(t.button)}</button></form>`
      : '';
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(t.title)} · ${escapeHtml(company)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933">` +
    `<main><h1 style="font-size:22px">${escapeHtml(company)}</h1><p>${escapeHtml(t[state](company))}</p>${form}</main></body></html>`
  );
}
