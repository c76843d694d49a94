/** The staffs' screens; zh-CN beside this file mirrors it. */
const staffMessages = {
  resources: {
    staffs: {
      name: 'Staff member |||| Staffs',
      menu_label: 'Staffs',
      dashboard_label: 'Staff',
      fields: {
        username: 'Username',
        password: 'Password',
        name: 'Name',
        lastname: 'Last name',
        display_name: 'Display name',
        email: 'Email',
        phone: 'Phone',
        extension: 'Extension',
        department: 'Department',
        job_title: 'Job title',
        location: 'Location',
        address: 'Address',
        bio: 'Bio',
        note: 'Note',
        avatar: 'Avatar',
        roles: 'Roles',
        permissions: 'Permissions',
        active: 'Active',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      sections: {
        account: 'Account',
        work: 'Work',
        access: 'Access',
        about: 'About',
      },
      password_helper: 'At least 8 characters, hard to guess; the staff member can change it from their profile.',
      new_password: 'New password',
      new_password_helper: 'Leave empty to keep the current one. Setting one signs the staff member out everywhere.',
      access_helper: 'A change of roles, permissions or active signs the staff member out everywhere.',
      projects: 'Projects as specialist',
      tasks: 'Tasks',
      teams: 'Teams',
      no_projects: 'No project names this staff member as its specialist.',
      no_tasks: 'This staff member takes part in no task.',
      no_teams: 'This staff member is in no team.',
      active_yes: 'Active',
      active_no: 'Inactive',
      action: {
        create: 'Create New Staff',
      },
      notifications: {
        created: 'Staff member created',
        conflict:
          'Someone else changed this staff member while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default staffMessages;
