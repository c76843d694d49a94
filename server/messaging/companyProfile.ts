/** How the company signs its e-mails: the header's name and the footer's postal address. */
export interface CompanyProfile {
  name: string;
  address: string;
}

/**
 * The company's name and address for campaign e-mails: the one place they are read. DESIGN §3 makes them settings
 * of /system/settings, which are not stored yet; once they are, this reads them, and every e-mail follows. Until
 * then, the product's own name and no address.
 */
export function companyProfile(): Promise<CompanyProfile> {
  return Promise.resolve({ name: 'Renovation back office', address: '' });
}
