import type { Db } from '../db/client.js';
import { readBusinessSettings } from '../settings/businessSettings.js';

/** How the company signs its e-mails: the header's name and the footer's postal address. */
export interface CompanyProfile {
  name: string;
  address: string;
}

/** The company's name and address for campaign e-mails, from the business settings; the product's name until one is set. */
export async function companyProfile(db: Db): Promise<CompanyProfile> {
  const settings = await readBusinessSettings(db);
  return { name: settings.company_name?.trim() || 'Renovation back office', address: settings.company_address?.trim() ?? '' };
}
