/** The dashboard: counts, my tasks, the newest records and the charts. */
const dashboard = {
  app: {
    dashboard: {
      welcome: 'Welcome, %{name}',
      overview: 'What the business holds today',
      awaiting_access_title: 'Your account is waiting for access',
      awaiting_access_text:
        'A superadmin of your company gives each account its role. Once they have, sign out and in again to see the business.',
      my_tasks: 'My tasks',
      no_tasks: 'No tasks for you. Enjoy the quiet.',
      tasks_not_allowed: 'Your role does not include project tasks.',
      due: 'Due %{date}',
      no_deadline: 'No deadline',
      urgent: 'Urgent',
      done: 'Done',
      open: 'Open',
      quotes_awaiting: 'Open quotes',
      quotes_awaiting_value: 'Worth %{value}',
      recent_customers: 'New customers',
      recent_projects: 'New projects',
      nothing_yet: 'Nothing here yet.',
      see_all: 'See all',
      load_failed: 'This could not be loaded. Try again in a moment.',
      charts: 'Trends',
      new_customers_by_month: 'New customers per month',
      customers_by_source: 'Customers by source',
      projects_by_status: 'Projects by status',
      other_sources: 'Other sources',
      count: 'Count',
    },
  },
};

export default dashboard;
