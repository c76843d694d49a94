/** The contractors' screens; zh-CN beside this file mirrors it. */
const contractorMessages = {
  resources: {
    contractors: {
      name: 'Contractor |||| Contractors',
      menu_label: 'Contractors',
      dashboard_label: 'Contractors',
      fields: {
        name: 'Name',
        company: 'Company',
        type: 'Trade',
        phone: 'Phone',
        email: 'Email',
        location: 'Location',
        address: 'Address',
        license_number: 'Licence number',
        insurance_expiry: 'Insurance expires',
        rating: 'Rating',
        note: 'Note',
        active: 'Active',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      filters: {
        insurance: 'Insurance',
        insurance_expiring: 'Expiring within 30 days',
      },
      sections: {
        identity: 'Contractor',
        contact: 'Contact',
        papers: 'Licence and insurance',
      },
      active: 'Active',
      inactive: 'Inactive',
      rating_of: '%{rating} of %{max} stars',
      action: {
        create: 'New contractor',
      },
      notifications: {
        created: 'Contractor created',
        conflict:
          'Someone else changed this contractor while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default contractorMessages;
