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
      duplicates: {
        title: 'Possible duplicates',
        found:
          'This customer may have been entered twice: another customer shares a phone, e-mail or WeChat id. |||| This customer may have been entered more than once: %{smart_count} other customers share a phone, e-mail or WeChat id.',
        shares: 'Same %{matches}',
        matches: {
          phone: 'phone',
          email: 'e-mail',
          wechat: 'WeChat id',
        },
        compare: 'Compare and merge',
        compare_with: 'Compare and merge with %{name}',
      },
      merge: {
        title: 'Merge duplicate customers',
        intro:
          'Choose the customer to keep. The other one goes to the trash; its projects, contracts, history and campaign messages move to the kept customer, and its values fill the kept customer\'s empty fields.',
        keep_which: 'Customer to keep',
        keep_this: 'Keep %{name}',
        field: 'Field',
        gets: 'The kept customer gets',
        gets_nothing: 'No empty field to fill: the kept customer\'s fields stay as they are.',
        moves: '%{name} has %{smart_count} project: it moves to the kept customer. |||| %{name} has %{smart_count} projects: they move to the kept customer.',
        unsubscribes: 'A channel either customer unsubscribed from stays refused.',
        confirm: 'Merge',
        merged: 'Customers merged',
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
