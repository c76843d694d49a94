/** The customers' screens; zh-CN beside this file mirrors it. */
const customerMessages = {
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      menu_label: 'Customers',
      dashboard_label: 'Customers',
      fields: {
        id: 'ID',
        uid: 'ID',
        avatar: 'Avatar',
        fullname: 'Full name',
        name: 'First name',
        last_name: 'Last name',
        organization: 'Organization',
        gender: 'Gender',
        email: 'Email',
        phone: 'Phone',
        phone_extension: 'Extension',
        secondary_phone: 'Secondary phone',
        secondary_phone_extension: 'Secondary extension',
        wechat: 'WeChat',
        wechat_added: 'Added on WeChat',
        raw_address: 'Address',
        location: 'Location',
        locale: 'Language',
        notification_methods: 'Notify by',
        source: 'Source',
        referer: 'Referred by',
        note: 'Note',
        active: 'Active',
        status: 'Status',
        creator: 'Creator',
        creator_name: 'Creator',
        projects: 'Projects',
        created_at: 'Created',
        updated_at: 'Updated',
        q: 'Search',
      },
      sections: {
        identity: 'Identity',
        contact: 'Contact',
        address: 'Address',
        relationship: 'Relationship',
        record: 'Record',
      },
      action: {
        create: 'New customer',
      },
      page: {
        create: 'Create New Customer',
      },
      notifications: {
        created: 'Customer created',
        updated: 'Customer saved',
        conflict:
          'Someone else changed this customer while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default customerMessages;
