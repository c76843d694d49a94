import type enLayout from '../en-US/layout';

/** The frame around every screen: menu, top bar, theme settings, breadcrumbs, footer. */
const layout: typeof enLayout = {
  app: {
    menu: {
      dashboard: '概览',
      crm: '客户管理',
      quick_search: '快速搜索',
      customers: '客户',
    },
  },
};

export default layout;
