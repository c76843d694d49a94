import type { InterfaceLocale } from '../../domain/enums.js';
import { escapeHtml, type MailFooter } from './mailFooter.js';

const texts: Record<InterfaceLocale, { subject: string; greeting: (name: string) => string; body: string }> = {
  'en-US': {
    subject: 'Test e-mail from the back office',
    greeting: (name) => `Hello ${name},`,
    body: 'You asked the settings screen for a test e-mail: e-mail from the back office reaches you.',
  },
  'zh-CN': {
    subject: '后台测试邮件',
    greeting: (name) => `${name}，您好：`,
    body: '您在设置页面请求发送了这封测试邮件：后台发出的邮件可以送达您。',
  },
};

/** The e-mail the settings screen sends to check delivery, with the footer every e-mail of the product carries. */
export function deliveryTestMail(locale: InterfaceLocale, name: string, footer: MailFooter) {
  const t = texts[locale];
  return {
    subject: t.subject,
    text: [t.greeting(name), '', t.body].join('\n') + footer.text,
    html: [`<p>${escapeHtml(t.greeting(name))}</p>`, `<p>${escapeHtml(t.body)}</p>`, footer.html].join('\n'),
  };
}
