/** DESIGN §3's Schedule: the calendar of campaigns, project starts and task deadlines, in the Marketing menu. */
export const schedulePath = '/marketing/schedule';
