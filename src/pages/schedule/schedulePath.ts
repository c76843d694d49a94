/** The Schedule (docs/product.md#schedule): the calendar of campaigns, project starts and task deadlines, in the Marketing menu. */
export const schedulePath = '/marketing/schedule';
