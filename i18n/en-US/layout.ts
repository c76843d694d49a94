/** The frame around every screen: menu, top bar, theme settings, breadcrumbs, footer. */
const layout = {
  app: {
    menu: {
      dashboard: 'Dashboard',
      crm: 'CRM',
      quick_search: 'Quick Search',
      customers: 'Customers',
    },
  },
};

export default layout;
