/** Admin (Internal): the audit log; System: the trash. */
const admin = {
  resources: {
    trash: {
      name: 'Trash |||| Trash',
      fields: {
        label: 'Record',
        resource: 'Kind',
        deleted_by_name: 'Deleted by',
        deleted_at: 'Deleted',
        merged_into: 'Why',
      },
      merged: 'Merged into another customer',
      action: {
        restore: 'Restore',
        restore_record: 'Restore %{label}',
      },
      notifications: {
        restored: '%{label} is back',
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
        record_deleted: 'Record deleted',
        record_restored: 'Record restored',
        customers_merged: 'Customers merged',
        customers_imported: 'Customers imported',
        customer_import_undone: 'Customer import undone',
        consent_recorded: 'Marketing consent recorded',
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
