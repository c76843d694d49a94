/** The support chat between staff and the support desk. */
const support = {
  app: {
    support: {
      open: 'Support chat',
      open_unread: 'Support chat, %{smart_count} unread',
      title: 'Support',
      subtitle: 'Ask the support desk; a superadmin answers here',
      desk_title: 'Support desk',
      desk_subtitle: 'Conversations with staff',
      back: 'Back to the conversations',
      messages: 'Messages',
      empty: 'No messages yet. Write to the support desk: a superadmin will answer here.',
      desk_empty: 'No messages in this conversation yet.',
      no_conversations: 'No staff member has written to the support desk yet.',
      load_failed: 'The messages could not be loaded. Try again in a moment.',
      message_label: 'Your message',
      reply_label: 'Your answer',
      send: 'Send',
      desk_author: '%{name} (support desk)',
    },
  },
};

export default support;
