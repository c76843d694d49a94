import type { BusinessSettings } from '../../domain/settings.js';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The lines that close the product's e-mails: the company's name, address and phone, as far as the settings give them. */
export function mailFooter({ company_name, company_address, company_phone }: Pick<BusinessSettings, 'company_name' | 'company_address' | 'company_phone'>) {
  const lines = [company_name, company_address, company_phone].filter((line): line is string => Boolean(line));
  return {
    text: lines.length > 0 ? ['', '--', ...lines].join('\n') : '',
    html: lines.length > 0 ? `<p style="color:#666;font-size:12px">${lines.map(escapeHtml).join('<br>')}</p>` : '',
  };
}

export type MailFooter = ReturnType<typeof mailFooter>;
