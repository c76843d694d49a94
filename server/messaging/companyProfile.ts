import type { Campaign } from '../../domain/campaign.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/apiError.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

/** How the company signs its messages: the header's name, the footer's mailing address, the language of its own previews. */
export interface CompanyProfile {
  name: string;
  address: string;
  language: string;
}

/** The company's name and address for campaign e-mails, from the business settings; the product's name until one is set. */
export async function companyProfile(db: Db): Promise<CompanyProfile> {
  const settings = await readBusinessSettings(db);
  return {
    name: settings.company_name?.trim() || 'Renovation back office',
    address: settings.company_address?.trim() ?? '',
    language: settings.default_language,
  };
}

/** Why an e-mail campaign cannot go (docs/marketing.md#sender-identification); the client translates it by its code. */
export const mailingAddressMissing = () =>
  new ApiError(
    409,
    'MAILING_ADDRESS_MISSING',
    "Set the company's mailing address in Settings before sending e-mail: Canada's anti-spam law asks every commercial e-mail to carry it.",
  );

/** CASL: every commercial e-mail carries the sender's mailing address, so a campaign with the e-mail channel waits for one. */
export async function requireMailingAddress(db: Db, campaign: Pick<Campaign, 'notification_channels'>) {
  if (!campaign.notification_channels.includes('email')) return;
  if (!(await companyProfile(db)).address) throw mailingAddressMissing();
}
