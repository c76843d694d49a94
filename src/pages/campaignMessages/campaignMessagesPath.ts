/** SPEC §2.1's Notification screen: every message the campaigns wrote. */
export const campaignMessagesPath = '/marketing/notification';
