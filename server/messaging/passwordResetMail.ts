import type { InterfaceLocale } from '../../domain/enums.js';
import { escapeHtml, type MailFooter } from './mailFooter.js';

interface ResetMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const texts: Record<InterfaceLocale, ResetMailTexts> = {
  'en-US': {
    subject: 'Set a new password',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone asked to set a new password for your account. Open this link to choose one:',
    action: 'Set a new password',
    expiry: 'The link works once, within one hour.',
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  'zh-CN': {
    subject: '设置新密码',
    greeting: (name) => `${name}，您好：`,
    body: '有人请求为您的账户设置新密码。请打开以下链接进行设置：',
    action: '设置新密码',
    expiry: '该链接只能使用一次，一小时内有效。',
    ignore: '如果这不是您的请求，请忽略此邮件，您的密码不会改变。',
  },
};

/**
 * The e-mail with a reset link, in the language the person asked in, as plain text and as HTML, closed by the
 * company's footer from the settings.
 */
export function passwordResetMail(locale: InterfaceLocale, name: string, link: string, footer: MailFooter) {
  const t = texts[locale];
  const text = [t.greeting(name), '', t.body, link, '', t.expiry, t.ignore].join('\n') + footer.text;
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    footer.html,
  ].join('\n');
  return { subject: t.subject, text, html };
}
