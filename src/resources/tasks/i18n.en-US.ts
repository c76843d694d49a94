/** The tasks' screens; zh-CN beside this file mirrors it. */
const taskMessages = {
  resources: {
    tasks: {
      name: 'Task |||| Tasks',
      menu_label: 'Tasks List',
      dashboard_label: 'Tasks',
      fields: {
        name: 'Task name',
        project: 'Project',
        customer_name: 'Project',
        urgent: 'Urgent',
        participants: 'Participants',
        participant_names: 'Participants',
        deadline: 'Deadline',
        types: 'Task types',
        description: 'Description',
        done: 'Done',
        done_at: 'Done on',
        creator_name: 'Creator',
        created_at: 'Created',
        updated_at: 'Updated',
      },
      filters: {
        deadline_from: 'Deadline from',
        deadline_to: 'Deadline until',
      },
      mine: 'My tasks',
      all: 'All tasks',
      none_mine: 'Nothing to do: no task names you.',
      for_project: 'For the project %{project}',
      done: 'Done',
      open_project: 'Open the project',
      action: {
        mark_done: 'Mark "%{name}" as done',
        reopen: 'Mark "%{name}" as not done',
      },
      notifications: {
        created: 'Task created',
        done: 'Task done',
        reopened: 'Task open again',
        conflict:
          'Someone else changed this task while you were editing. Reload the page to see their changes, then make yours again.',
      },
    },
  },
};

export default taskMessages;
