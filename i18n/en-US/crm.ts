/** The CRM area: quick search. */
const crm = {
  app: {
    quick_search: {
      label: 'Search customers',
      helper: 'Name, phone, e-mail, WeChat, ID or address',
      start: 'Type to find a customer.',
      no_results: 'No customer matches "%{term}".',
      results: 'One customer found |||| %{smart_count} customers found',
      more: 'The %{smart_count} newest of more matching customers: type more to narrow the search',
      projects: 'One project found |||| %{smart_count} projects found',
      projects_more: 'The %{smart_count} newest of more matching projects',
      all_projects: 'All matching projects in the project list',
    },
  },
};

export default crm;
