/** The contracts' screens; zh-CN beside this file mirrors it. */
const contractMessages = {
  resources: {
    contracts: {
      name: 'Contract |||| Contracts',
      menu_label: 'Contracts',
      dashboard_label: 'Contracts',
      fields: {
        contract_number: 'Contract number',
        project: 'Project',
        customer_name: 'Customer',
        type: 'Type',
        amount: 'Amount',
        location: 'Signed at',
        representative: 'Representative',
        effective_date: 'Effective date',
        signed: 'Signed',
        signed_date: 'Signed on',
        note: 'Note',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      filters: {
        effective_from: 'Effective from',
        effective_to: 'Effective until',
      },
      signed: 'Signed',
      unsigned: 'Not signed',
      open_project: 'Open the project',
      notifications: {
        created: 'Contract added',
        conflict:
          'Someone else changed this contract while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default contractMessages;
