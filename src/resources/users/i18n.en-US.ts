/** The users' screens; zh-CN beside this file mirrors it. */
const userMessages = {
  resources: {
    users: {
      name: 'System user |||| System users',
      menu_label: 'System Users',
      dashboard_label: 'Registered users',
      fields: {
        username: 'Username',
        name: 'Name',
        display_name: 'Name',
        email: 'Email',
        phone: 'Phone',
        roles: 'Roles',
        permissions: 'Permission tags',
        active: 'Active',
        last_sign_in_at: 'Last sign-in',
        created_at: 'Created',
        updated_at: 'Updated',
        creator_name: 'Creator',
        q: 'Search',
      },
      action: {
        grant: 'Roles and access',
        end_sessions: 'End sessions',
      },
      helpers: {
        roles: 'A visitor given a staff role sees the business after signing in again.',
        permissions: 'Tags narrow a staff member to some areas; none, "All areas" or "Default" keep every area of the roles.',
        active: 'An inactive account cannot sign in. Saving any change here signs the account out everywhere.',
      },
      active_yes: 'Active',
      active_no: 'Inactive',
      sections: {
        access: 'Access',
      },
      never: 'Never',
      recent_activity: 'Recent sign-ins and changes',
      no_activity: 'Nothing recorded yet.',
      end_sessions_confirm: '%{name} will be signed out on every device and has to sign in again.',
      notifications: {
        sessions_ended: 'The account was signed out everywhere',
        conflict: 'Someone else changed this account while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default userMessages;
