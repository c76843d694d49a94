/** The Notification screen (docs/product.md#screens-and-routes): every message the campaigns wrote. */
export const campaignMessagesPath = '/marketing/notification';
