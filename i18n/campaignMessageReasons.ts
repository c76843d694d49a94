import { isCampaignMessageReason } from '../domain/campaignMessage';
import type { InterfaceLocale } from '../domain/enums';
import enCampaignMessages from '../src/resources/campaign-messages/i18n.en-US';
import zhCampaignMessages from '../src/resources/campaign-messages/i18n.zh-CN';

// A message's reason in each language, as the screens write it: plain data of the catalogs, so that the server's
// CSV export of the messages writes what the Notification screen shows.

const reasons = {
  'en-US': enCampaignMessages.resources['campaign-messages'].reasons,
  'zh-CN': zhCampaignMessages.resources['campaign-messages'].reasons,
} as const satisfies Record<InterfaceLocale, unknown>;

/** A message's reason as a person reads it: the server's own codes translated, a transport's words as they came. */
export const messageReasonText = (error: string | null, locale: InterfaceLocale) => (isCampaignMessageReason(error) ? reasons[locale][error] : (error ?? ''));
