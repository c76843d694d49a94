/** The frame around every screen: menu, top bar, theme settings, breadcrumbs, footer. */
const layout = {
  app: {
    menu: {
      dashboard: 'Dashboard',
      crm: 'CRM',
      quick_search: 'Quick Search',
      pm: 'PM',
      marketing: 'Marketing',
      schedule: 'Schedule',
      notification: 'Notification',
      system: 'System',
      settings: 'Settings',
      admin: 'Admin (Internal)',
      audit: 'Audit log',
      trash: 'Trash',
      profile: 'Edit profile',
    },
    top_bar: {
      search: 'Search',
      search_placeholder: 'Search customers…',
      create: 'Create',
      new_customer: 'New customer',
      new_project: 'New project',
      quick_project: 'Create New Project (quick form)',
    },
    bookmarks: {
      title: 'Bookmarks',
      add: 'Bookmark this page',
      remove_current: 'Remove this page from bookmarks',
      remove: 'Remove %{page} from bookmarks',
      none: 'No bookmarks yet',
      limit: 'Only three pages can be added to your bookmarks.',
    },
    user_menu: {
      greeting: 'Hello, %{name}',
      username: 'Username',
      billing_plan: 'Billing plan',
      professional: 'Professional',
      roles: 'Role',
      email: 'Email',
      phone: 'Phone',
      edit_profile: 'Edit profile',
    },
    theme_settings: {
      title: 'Theme settings',
      close: 'Close theme settings',
      menu_layout: 'Menu layout',
      menu_layouts: { left: 'Left menu', top: 'Top menu', none: 'No menu' },
      menu_color: 'Menu colour',
      menu_colors: { gray: 'Gray', white: 'White', dark: 'Dark' },
      left_menu_width: 'Left menu width: %{width} px',
      primary_color: 'Primary colour',
      custom_color: 'Another colour',
      router_animation: 'Page animation',
      router_animations: {
        'slide-fadein-up': 'Slide up',
        'slide-fadein-right': 'Slide right',
        'zoom-fadein': 'Zoom in',
        fadein: 'Fade in',
        none: 'None',
      },
      reset: 'Back to the defaults',
    },
    breadcrumbs: {
      label: 'You are here',
    },
    footer: {
      version: 'Version %{version}',
    },
  },
};

export default layout;
