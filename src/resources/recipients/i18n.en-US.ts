/** The recipient groups' screens; zh-CN beside this file mirrors it. */
const recipientMessages = {
  resources: {
    recipients: {
      name: 'Recipient group |||| Recipient groups',
      menu_label: 'Recipients',
      dashboard_label: 'Recipient groups',
      fields: {
        name: 'Group name',
        description: 'Description',
        member_count: 'Members',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      filter: {
        title: 'Who is in the group',
        help: 'Each choice narrows the group; several values of one field mean any of them. Nothing chosen: every customer.',
        locale: 'Language',
        status: 'Customer status',
        source: 'Source',
        gender: 'Gender',
        location: 'Location',
        location_help: 'Type a place as customers have it (Toronto,ON) and press Enter',
        active: 'Active',
        active_any: 'Active or not',
        active_only: 'Active customers only',
        inactive_only: 'Inactive customers only',
        notification_methods: 'Accepts',
        created_from: 'Created from',
        created_until: 'Created until',
        project_status: 'Has a project in status',
        project_services: 'Has a project for',
      },
      summary: {
        everyone: 'Every customer',
        created: 'Created',
        created_between: 'from %{from} to %{to}',
        created_from: 'on or after %{from}',
        created_until: 'on or before %{to}',
        project: 'Project',
        project_status: 'in status %{statuses}',
        project_services: 'for %{services}',
        and: ', ',
      },
      preview: {
        title: 'Preview',
        count: 'One customer |||| %{smart_count} customers',
        newest: 'The newest of them:',
        none: 'No customer matches this filter.',
        invalid: 'Correct the filter to see whom it selects.',
      },
      consent: {
        channel: '%{channel}: ',
        title: 'Who consent allows',
        audience: 'would reach %{allowed}; left out: %{consent_withdrawn} withdrawn, %{consent_expired} expired, %{no_consent} no consent',
      },
      members: {
        title: 'Members',
        name: 'Name',
        channels: 'Accepts',
      },
      action: {
        create: 'New group',
      },
      notifications: {
        created: 'Recipient group created',
        conflict:
          'Someone else changed this group while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default recipientMessages;
