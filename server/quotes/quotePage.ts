import { createHash } from 'node:crypto';
import type { InterfaceLocale } from '../../domain/enums.js';
import { quoteTotals, type Quote } from '../../domain/quote.js';
import type { BusinessSettings } from '../../domain/settings.js';
import { escapeHtml } from '../messaging/mailFooter.js';
import { pageLocale } from '../messaging/unsubscribePage.js';
import { formatCents, formatDay, formatMoment } from './quoteMessages.js';
import { quotePdfLabels } from './quotePdfLabels.js';

// The customer's page of a quote version, `/q/{token}` (docs/quotes.md#the-customers-page): plain HTML in the quote's
// language, no back-office script, readable at 375 px. One inline script (allowed by its hash) keeps the total in
// step with the optional items ticked; the server computes the accepted total again from the form.

const pageWords = {
  'en-US': {
    optionalHint: 'optional: tick to add',
    chooseHelp: 'Tick the optional items you want: the total follows.',
    acceptHeading: 'Accept this quote',
    nameLabel: 'Your full name, as your signature',
    agreeLabel: 'I agree to this quote, with the optional items ticked above, and to its terms.',
    acceptButton: 'Accept the quote',
    declineHeading: 'Decline this quote',
    reasonLabel: 'Why? (optional)',
    declineButton: 'Decline the quote',
    name: 'Type your full name (at most 100 characters).',
    agree: 'Tick "I agree" to accept the quote.',
    optional: 'Choose among the optional items listed.',
    reason: 'The reason is at most 1000 characters.',
    crossSite: "This form must be sent from the quote's own page: please try again from there.",
    accepted: (at: string, total: string, contract: string) => `You accepted this quote on ${at}: ${total} (contract ${contract}). Thank you, we will be in touch about the next steps.`,
    declined: (at: string) => `You declined this quote${at ? ` on ${at}` : ''}. Thank you for letting us know.`,
    superseded: 'This version of the quote was replaced by a newer one: please open the link of the latest e-mail we sent you.',
    expired: (day: string) => `This quote was valid until ${day} and can no longer be accepted. Please contact us for a new one.`,
    unavailable: 'This quote cannot be answered online. Please contact us.',
    invalid: 'This link is not valid. Please use the link of the e-mail you received, as it is.',
  },
  'zh-CN': {
    optionalHint: '可选项：勾选即加入',
    chooseHelp: '请勾选需要的可选项目，总价随之更新。',
    acceptHeading: '接受报价',
    nameLabel: '您的全名（作为签名）',
    agreeLabel: '我同意本报价（含上方勾选的可选项目）及其条款。',
    acceptButton: '接受报价',
    declineHeading: '拒绝报价',
    reasonLabel: '原因（可选）',
    declineButton: '拒绝报价',
    name: '请输入您的全名（最多 100 个字符）。',
    agree: '请勾选“我同意”以接受报价。',
    optional: '请在列出的可选项目中选择。',
    reason: '原因最多 1000 个字符。',
    crossSite: '此表单须从报价页面本身提交，请回到该页面重试。',
    accepted: (at: string, total: string, contract: string) => `您已于 ${at} 接受本报价：${total}（合同 ${contract}）。谢谢！我们会尽快与您联系后续事宜。`,
    declined: (at: string) => `您已${at ? `于 ${at} ` : ''}拒绝本报价。感谢您告知我们。`,
    superseded: '此版本的报价已被新版本取代，请打开我们最近发给您的邮件中的链接。',
    expired: (day: string) => `本报价有效期至 ${day}，现已无法接受。请联系我们获取新的报价。`,
    unavailable: '本报价无法在线答复，请与我们联系。',
    invalid: '此链接无效。请使用您收到的邮件中的链接，不要改动。',
  },
} satisfies Record<InterfaceLocale, unknown>;

/** The form's fields a refusal may name. */
export type QuoteFormField = 'name' | 'agree' | 'optional' | 'reason' | 'crossSite';

/** What the page shows besides the quote: the open forms (with what was typed and what was wrong), or why they are closed. */
export type QuotePageState =
  | { kind: 'open'; values?: { name?: string; agree?: boolean; optional?: number[]; reason?: string }; errors?: QuoteFormField[] }
  | { kind: 'accepted'; at: Date; totalCents: number; contractNumber: string | null; chosen: number[] }
  | { kind: 'declined'; at: Date | null }
  | { kind: 'superseded' | 'expired' | 'unavailable' };

const style =
  'body{font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC","PingFang SC",sans-serif;margin:0;color:#1f2933;background:#f4f5f7}' +
  'main{max-width:720px;margin:0 auto;padding:16px 16px 32px;background:#fff}h1{font-size:1.4em;margin:.3em 0}h2{font-size:1.15em;margin:1.2em 0 .3em}' +
  'p{margin:.3em 0}.m{color:#52606d;font-size:.9em}ul{list-style:none;margin:0;padding:0}' +
  'li{display:flex;flex-wrap:wrap;gap:0 12px;padding:8px 0;border-bottom:1px solid #e4e7eb}.d{flex:1 1 60%;margin:0}.q{color:#52606d;font-size:.9em}.a{margin-left:auto}' +
  '.r{display:flex;justify-content:space-between;gap:12px;padding:4px 0}.s{font-weight:600}.t{border-top:2px solid #1f2933;margin-top:12px;padding-top:6px}' +
  '.big{font-weight:700;font-size:1.2em}.n{padding:12px;border-radius:6px;background:#e6f6ff;border:1px solid #0b69a3;margin:12px 0}.e{color:#b3261e;margin:.2em 0}' +
  'label{display:block;margin:.8em 0 .2em}input[type=text],textarea{width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #7b8794;border-radius:4px}' +
  '.c{display:flex;gap:8px;align-items:flex-start}input[type=checkbox]{width:22px;height:22px;margin:1px 0 0;flex:none}' +
  'button{font:inherit;padding:10px 20px;min-height:44px;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;margin-top:12px}' +
  'button.x{background:#fff;color:#b3261e;border-color:#b3261e}pre{white-space:pre-wrap;font:inherit;margin:0}';

// Keeps the shown totals in step with the optional items ticked, rounding as `quoteTotals` does (half up, in cents).
const script =
  "(()=>{const f=document.getElementById('accept');if(!f)return;const d=f.dataset,m=new Intl.NumberFormat(document.documentElement.lang,{style:'currency',currency:'CAD'})," +
  'h=(a,p)=>Math.floor((2*a*p+1e4)/2e4),s=(i,c)=>{const e=document.getElementById(i);if(e)e.textContent=(c<0?"\\u2212":"")+m.format(Math.abs(c)/100)};' +
  "f.addEventListener('change',()=>{let t=+d.base;const r={};for(const c of f.querySelectorAll('input[name=optional]:checked')){t+=+c.dataset.cents;r[c.dataset.room]=(r[c.dataset.room]||0)+ +c.dataset.cents}" +
  'for(const e of f.querySelectorAll("[data-room-base]"))e.textContent=m.format((+e.dataset.roomBase+(r[e.dataset.room]||0))/100);' +
  "const x=h(t,+d.discount),y=h(t-x,+d.tax),z=t-x+y;s('subtotal',t);s('discount',-x);s('tax',y);s('total',z);s('deposit',h(z,+d.deposit))})})()";

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's Content-Security-Policy: nothing but its own inline style and script (by hash), forms posted to itself. */
export const quotePageCsp = `default-src 'none'; style-src ${hashOf(style)}; script-src ${hashOf(script)}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const document = (locale: InterfaceLocale, title: string, body: string, withScript: boolean) =>
  `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main>` +
  `${withScript ? `<script>${script}</script>` : ''}</body></html>`;

/** The page of a link this server did not sign (or of a version that is gone), in both languages: its quote's language is unknown. */
export const quoteLinkInvalidPage = () =>
  document('en-US', 'Quote', `<h1>Quote · 报价单</h1><p>${escapeHtml(pageWords['en-US'].invalid)}</p><p lang="zh-CN">${escapeHtml(pageWords['zh-CN'].invalid)}</p>`, false);

/** A percent as an integer of hundredths, as `quoteTotals` scales it. */
const hundredths = (percent: number) => Math.round(percent * 100);

export interface QuotePageInput {
  quote: Quote;
  settings: Pick<BusinessSettings, 'company_name' | 'company_address' | 'company_phone' | 'time_zone'>;
  /** The path the forms post to: `/q/{token}`. */
  path: string;
  state: QuotePageState;
}

/** The page of one quote version: company, customer, lines by room, totals, terms, and the forms or why they are closed. */
export function quotePage({ quote, settings, path, state }: QuotePageInput): string {
  const locale = pageLocale(quote.language);
  const labels = quotePdfLabels[quote.language];
  const words = pageWords[locale];
  const e = escapeHtml;
  const money = (cents: number) => formatCents(cents, locale);
  const signed = (cents: number) => (cents < 0 ? `−${money(-cents)}` : money(cents));
  const open = state.kind === 'open';
  const values = open ? (state.values ?? {}) : {};
  const errors = new Set(open ? (state.errors ?? []) : []);
  const chosen = new Set(state.kind === 'accepted' ? state.chosen : (values.optional ?? []));
  const totals = quoteTotals(quote, chosen);
  const base = quoteTotals(quote);
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const error = (field: QuoteFormField) => (errors.has(field) ? `<p class="e" id="${field}-error">${e(words[field])}</p>` : '');
  const described = (field: QuoteFormField) => (errors.has(field) ? ` aria-describedby="${field}-error" aria-invalid="true"` : '');
  const company = settings.company_name ?? '';

  const notice = (() => {
    switch (state.kind) {
      case 'open':
        return errors.has('crossSite') ? `<p class="n e" role="alert">${e(words.crossSite)}</p>` : '';
      case 'accepted':
        return `<p class="n" role="status">${e(words.accepted(formatMoment(state.at, locale, settings.time_zone), money(state.totalCents), state.contractNumber ?? ''))}</p>`;
      case 'declined':
        return `<p class="n" role="status">${e(words.declined(state.at ? formatMoment(state.at, locale, settings.time_zone) : ''))}</p>`;
      case 'expired':
        return `<p class="n" role="status">${e(words.expired(quote.valid_until ? formatDay(quote.valid_until, locale) : ''))}</p>`;
      default:
        return `<p class="n" role="status">${e(words[state.kind])}</p>`;
    }
  })();

  const rooms = totals.rooms
    .map(({ room }, roomIndex) => {
      const items = quote.lines
        .map((line, index) => {
          if (line.room !== room) return '';
          const figures = `<span class="q">${e(quantity.format(line.quantity))}${line.unit ? ` ${e(line.unit)}` : ''} × ${e(money(line.unit_price_cents))}</span><span class="a">${e(money(totals.line_amounts_cents[index]))}</span>`;
          if (!line.optional) return `<li><p class="d">${e(line.description)}</p>${figures}</li>`;
          const box =
            `<input type="checkbox" name="optional" value="${index}" data-cents="${totals.line_amounts_cents[index]}" data-room="${roomIndex}"` +
            `${chosen.has(index) ? ' checked' : ''}${open ? '' : ' disabled'}>`;
          const hint = open ? words.optionalHint : state.kind !== 'accepted' ? labels.optional : chosen.has(index) ? labels.optionalChosen : labels.optionalNotChosen;
          return `<li><label class="c d">${box}<span>${e(line.description)} <span class="m">(${e(hint)})</span></span></label>${figures}</li>`;
        })
        .join('');
      const roomBase = base.rooms[roomIndex].subtotal_cents;
      return (
        `<h2>${e(room)}</h2><ul>${items}</ul>` +
        `<p class="r s"><span>${e(labels.roomSubtotal)} · ${e(room)}</span><span data-room="${roomIndex}" data-room-base="${roomBase}">${e(money(totals.rooms[roomIndex].subtotal_cents))}</span></p>`
      );
    })
    .join('');

  const row = (label: string, id: string, cents: number, className = 'r') => `<p class="${className}"><span>${e(label)}</span><span id="${id}">${e(signed(cents))}</span></p>`;
  const percent = (value: number) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} %`;
  const totalRows =
    `<div class="t" aria-live="polite">` +
    row(labels.subtotal, 'subtotal', totals.subtotal_cents) +
    (quote.discount_percent ? row(`${labels.discount} (${percent(quote.discount_percent)})`, 'discount', -totals.discount_cents) : '') +
    row(`${labels.tax} (${percent(quote.tax_rate)})`, 'tax', totals.tax_cents) +
    row(labels.total, 'total', totals.total_cents, 'r big') +
    (quote.deposit_percent ? row(`${labels.deposit} (${percent(quote.deposit_percent)})`, 'deposit', totals.deposit_cents) : '') +
    `</div>`;
  const texts = ([
    [labels.terms, quote.terms],
    [labels.notes, quote.notes],
  ] as const)
    .filter(([, text]) => text)
    .map(([label, text]) => `<h2>${e(label)}</h2><pre>${e(text!)}</pre>`)
    .join('');
  const hasOptional = quote.lines.some((line) => line.optional);

  const acceptForm = open
    ? texts +
      `<h2>${e(words.acceptHeading)}</h2>${error('optional')}` +
      `<label for="name">${e(words.nameLabel)}</label><input type="text" id="name" name="name" required maxlength="100" autocomplete="name" value="${e(values.name ?? '')}"${described('name')}>${error('name')}` +
      `<label class="c"><input type="checkbox" name="agree" value="yes" required${values.agree ? ' checked' : ''}${described('agree')}><span>${e(words.agreeLabel)}</span></label>${error('agree')}` +
      `<button type="submit">${e(words.acceptButton)}</button>`
    : texts;
  const declineForm = open
    ? `<form method="post" action="${e(path)}/decline"><h2>${e(words.declineHeading)}</h2>` +
      `<label for="reason">${e(words.reasonLabel)}</label><textarea id="reason" name="reason" rows="3" maxlength="1000"${described('reason')}>${e(values.reason ?? '')}</textarea>${error('reason')}` +
      `<button type="submit" class="x">${e(words.declineButton)}</button></form>`
    : '';

  const body =
    `<p class="s">${e(company)}</p>` +
    [settings.company_address, settings.company_phone].filter(Boolean).map((line) => `<p class="m">${e(line!)}</p>`).join('') +
    `<h1>${e(labels.title)} ${e(quote.number)} <span class="m">(${e(labels.version)} ${quote.version})</span></h1>` +
    `<p>${e(labels.customer)}: ${e(quote.customer_name ?? '')}</p>` +
    (quote.valid_until ? `<p>${e(labels.validUntil)}: ${e(formatDay(quote.valid_until, locale))}</p>` : '') +
    notice +
    `<form method="post" action="${e(path)}/accept" id="accept" data-base="${base.subtotal_cents}" data-discount="${hundredths(quote.discount_percent)}" data-tax="${hundredths(quote.tax_rate)}" data-deposit="${hundredths(quote.deposit_percent)}">` +
    (open && hasOptional ? `<p class="m">${e(words.chooseHelp)}</p>` : '') +
    rooms +
    totalRows +
    acceptForm +
    `</form>` +
    declineForm;
  return document(locale, `${labels.title} ${quote.number} · ${company}`, body, open && hasOptional);
}
