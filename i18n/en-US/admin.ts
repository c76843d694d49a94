/** Admin (Internal): registered users and the audit log. */
const admin = {
  resources: {
    users: {
      name: 'System user |||| System users',
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
    audit: {
      name: 'Audit log |||| Audit log',
      fields: {
        at: 'When',
        action: 'Action',
        actor_name: 'By',
        subject_name: 'Account',
        account: 'Account',
        detail: 'Details',
        address: 'Address',
        user_agent: 'Browser',
      },
      filters: {
        from: 'From',
        to: 'To',
      },
      action: {
        open: 'Audit log',
      },
      actions: {
        sign_in: 'Signed in',
        sign_in_failed: 'Sign-in failed',
        access_refused: 'Access refused',
        roles_changed: 'Roles changed',
        permissions_changed: 'Permission tags changed',
        active_changed: 'Active changed',
        password_set: 'Password set',
        password_changed: 'Password changed',
        password_reset: 'Password reset',
        sessions_ended: 'Sessions ended',
      },
      reasons: {
        unknown_account: 'No such account',
        wrong_password: 'Wrong password',
        inactive: 'Account inactive',
        throttled: 'Too many failures',
      },
      refusals: {
        own_standing: 'Own roles, permissions or active flag',
        own_password: 'Own password',
        elevated_role: 'Admin roles are granted by a superadmin',
        elevated_account: 'Admin accounts are managed by a superadmin',
        last_superadmin: 'The last active superadmin',
      },
    },
  },
};

export default admin;
