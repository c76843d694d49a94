/** The teams' screens; zh-CN beside this file mirrors it. */
const teamMessages = {
  resources: {
    teams: {
      name: 'Team |||| Teams',
      menu_label: 'Teams List',
      dashboard_label: 'Teams',
      fields: {
        name: 'Team name',
        alias: 'Alias',
        members: 'Members',
        member_names: 'Members',
        leader: 'Leader',
        leader_name: 'Leader',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      action: {
        create: 'New team',
      },
      notifications: {
        created: 'Team created',
        conflict:
          'Someone else changed this team while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default teamMessages;
