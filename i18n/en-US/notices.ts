/** In-app notices (domain/notice.ts): the dashboard's card, each kind's sentence with its parameters. */
const notices = {
  app: {
    notices: {
      title: 'Notices',
      none: 'No notices. Reminders of your tasks’ deadlines will show here.',
      unread: '1 unread |||| %{smart_count} unread',
      mark_read: 'Mark read',
      mark_done: 'Mark done',
      unnamed: 'unnamed',
      kinds: {
        task_due: '“%{task}” is due %{deadline}: project %{project} for %{customer}',
        quote_accepted: '%{customer} accepted quote %{quote} for %{total}; contract %{contract} was created',
      },
    },
  },
};

export default notices;
