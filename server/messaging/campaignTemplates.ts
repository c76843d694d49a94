import { fillPersonalFields, type Campaign, type PersonalValues } from '../../domain/campaign.js';
import { campaignSmsText } from '../../domain/campaignSms.js';
import type { CampaignTemplate } from '../../domain/enums.js';
import { htmlToPlainText } from '../../domain/htmlText.js';
import type { CompanyProfile } from './companyProfile.js';
import { htmlToMailText } from './campaignContent.js';

/** What the delivery fills in for each message; tests and previews have no unsubscribe link yet, and get an inert one. */
export const unsubscribePlaceholder = '#unsubscribe';

export interface CampaignMailInput {
  campaign: Pick<Campaign, 'title' | 'subtitle' | 'content' | 'template'>;
  company: CompanyProfile;
  person: PersonalValues;
  /** The recipient's own unsubscribe address (RFC 8058); the placeholder until delivery signs one. */
  unsubscribeUrl?: string;
}

export interface RenderedCampaignMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The pieces every layout places: texts already escaped for HTML, the content already sanitized and filled. */
interface LayoutParts {
  title: string;
  subtitle: string;
  content: string;
  companyName: string;
  companyAddress: string;
  unsubscribeUrl: string;
}

/** The footer every layout ends with: who sent it, where they are, how to stop receiving it. */
const footer = ({ companyName, companyAddress, unsubscribeUrl }: LayoutParts, color: string) =>
  `<p style="margin:0 0 6px;font-size:12px;color:${color}">${companyName}${companyAddress ? ` · ${companyAddress}` : ''}</p>` +
  `<p style="margin:0;font-size:12px;color:${color}">You receive this e-mail as a customer of ${companyName}. ` +
  `<a href="${unsubscribeUrl}" style="color:${color};text-decoration:underline">Unsubscribe</a></p>`;

const page = (title: string, background: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
  `<body style="margin:0;padding:0;background:${background}">${body}</body></html>`;

const contentStyle = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2933';

/** The four layouts (docs/product.md#campaigns), e-mail-client safe: tables and inline styles only. */
const layouts: Record<CampaignTemplate, (parts: LayoutParts) => string> = {
  // A white card on grey: the company's name above, the title and subtitle as headings.
  default: (parts) =>
    page(
      parts.title,
      '#f0f2f5',
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f2f5"><tr><td align="center" style="padding:24px 12px">` +
        `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">` +
        `<tr><td style="padding:20px 32px;border-bottom:1px solid #e4e7eb;font:bold 18px Arial,Helvetica,sans-serif;color:#2d4aa8">${parts.companyName}</td></tr>` +
        `<tr><td style="padding:28px 32px;${contentStyle}"><h1 style="margin:0 0 4px;font-size:24px">${parts.title}</h1>` +
        (parts.subtitle ? `<p style="margin:0 0 20px;color:#52606d">${parts.subtitle}</p>` : '') +
        `${parts.content}</td></tr>` +
        `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;font-family:Arial,Helvetica,sans-serif">${footer(parts, '#616e7c')}</td></tr>` +
        `</table></td></tr></table>`,
    ),
  // A coloured banner carrying the name and title, the content below it.
  template1: (parts) =>
    page(
      parts.title,
      '#ffffff',
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">` +
        `<tr><td align="center" style="background:#1e3a8a;padding:32px 16px;font-family:Arial,Helvetica,sans-serif;color:#ffffff">` +
        `<p style="margin:0 0 12px;font-size:13px;letter-spacing:2px;text-transform:uppercase">${parts.companyName}</p>` +
        `<h1 style="margin:0;font-size:28px">${parts.title}</h1>` +
        (parts.subtitle ? `<p style="margin:8px 0 0;font-size:16px">${parts.subtitle}</p>` : '') +
        `</td></tr>` +
        `<tr><td align="center" style="padding:28px 16px"><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%">` +
        `<tr><td style="${contentStyle}">${parts.content}</td></tr></table></td></tr>` +
        `<tr><td align="center" style="background:#f3f4f6;padding:20px 16px;font-family:Arial,Helvetica,sans-serif">${footer(parts, '#4b5563')}</td></tr>` +
        `</table>`,
    ),
  // A newsletter: a warm rule above, the title in a serif face, the content framed.
  template2: (parts) =>
    page(
      parts.title,
      '#fbf7f0',
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7f0"><tr><td align="center" style="padding:24px 12px">` +
        `<table role="presentation" width="620" cellpadding="0" cellspacing="0" style="max-width:620px;width:100%;background:#ffffff;border-top:6px solid #b45309">` +
        `<tr><td style="padding:24px 36px 0;font:bold 14px Georgia,serif;color:#92400e">${parts.companyName}</td></tr>` +
        `<tr><td style="padding:12px 36px 0"><h1 style="margin:0;font:bold 30px/1.25 Georgia,serif;color:#1c1917">${parts.title}</h1>` +
        (parts.subtitle ? `<p style="margin:10px 0 0;font:italic 17px Georgia,serif;color:#57534e">${parts.subtitle}</p>` : '') +
        `</td></tr>` +
        `<tr><td style="padding:24px 36px 32px;${contentStyle}">${parts.content}</td></tr>` +
        `<tr><td style="padding:18px 36px;background:#fef3c7;font-family:Arial,Helvetica,sans-serif">${footer(parts, '#78350f')}</td></tr>` +
        `</table></td></tr></table>`,
    ),
  // A plain letter: no colour, the name as a letterhead, the footer under a thin rule.
  template3: (parts) =>
    page(
      parts.title,
      '#ffffff',
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">` +
        `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%">` +
        `<tr><td style="padding-bottom:16px;border-bottom:2px solid #111827;font:bold 16px Arial,Helvetica,sans-serif;color:#111827">${parts.companyName}</td></tr>` +
        `<tr><td style="padding:24px 0;${contentStyle}"><h1 style="margin:0 0 12px;font-size:22px">${parts.title}</h1>` +
        (parts.subtitle ? `<p style="margin:0 0 16px;color:#4b5563">${parts.subtitle}</p>` : '') +
        `${parts.content}</td></tr>` +
        `<tr><td style="padding-top:12px;border-top:1px solid #d1d5db;font-family:Arial,Helvetica,sans-serif">${footer(parts, '#4b5563')}</td></tr>` +
        `</table></td></tr></table>`,
    ),
};

/**
 * A campaign e-mail for one person: its layout around the (sanitized) content, the personal fields filled, and
 * a plain-text part holding the same words.
 */
export function renderCampaignMail({ campaign, company, person, unsubscribeUrl = unsubscribePlaceholder }: CampaignMailInput): RenderedCampaignMail {
  const title = fillPersonalFields(campaign.title, person);
  const subtitle = campaign.subtitle ? fillPersonalFields(campaign.subtitle, person) : '';
  const content = fillPersonalFields(campaign.content, person, escapeHtml);
  const html = layouts[campaign.template]({
    title: escapeHtml(title),
    subtitle: escapeHtml(subtitle),
    content,
    companyName: escapeHtml(company.name),
    companyAddress: escapeHtml(company.address),
    unsubscribeUrl: escapeHtml(unsubscribeUrl),
  });
  const text = [
    company.name,
    '',
    title,
    ...(subtitle ? [subtitle] : []),
    '',
    htmlToMailText(content),
    '',
    '--',
    [company.name, company.address].filter(Boolean).join(' · '),
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return { subject: title, html, text };
}

/** A campaign's SMS for one person: its content as plain text, the personal fields filled, the sender's closing in their language. */
export const renderCampaignSms = (campaign: Pick<Campaign, 'content' | 'sender'>, person: PersonalValues, locale: string) =>
  campaignSmsText(fillPersonalFields(htmlToPlainText(campaign.content), person), campaign.sender, locale);
