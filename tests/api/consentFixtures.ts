import type { ConsentAudience } from '../../domain/consent.js';
import type { pmFixtures } from './pmFixtures.js';

/** A month of the server's test clock: implied consent from an inquiry (six months) has ended seven of them later. */
export const month = 31 * 24 * 60 * 60_000;

/** One channel's counts as the recipient preview and a campaign's audience answer them. */
export const consentCounts = (
  channel: ConsentAudience['channel'],
  allowed: number,
  consent_withdrawn: number,
  consent_expired: number,
  no_consent: number,
): ConsentAudience => ({ channel, allowed, consent_withdrawn, consent_expired, no_consent });

/**
 * A campaign by e-mail and SMS to a new recipient group of `filter`; answers a reader of its audience
 * (`GET /marketing/campaigns/:id/audience`), which counts consent from the customers themselves.
 */
export async function groupCampaignAudience(api: ReturnType<typeof pmFixtures>, name: string, filter: object) {
  const group = await api.created('/marketing/recipients', { name, filter });
  const campaign = await api.created('/marketing/campaigns', {
    sender: 'Harbour Renovations',
    title: name,
    content: '<p>Hello.</p>',
    recipients_list: [group._id],
    notification_channels: ['email', 'sms'],
  });
  return async (): Promise<ConsentAudience[]> => (await api.succeeded('GET', `/marketing/campaigns/${campaign._id}/audience`)).channels;
}
