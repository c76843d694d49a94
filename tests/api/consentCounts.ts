import type { ConsentAudience } from '../../domain/consent.js';

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
