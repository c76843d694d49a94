/** react-query keys of the chat, so a change can refresh what shows it. */
export const supportQueryKeys = {
  all: ['support'] as const,
  unread: ['support', 'unread'] as const,
  conversations: ['support', 'conversations'] as const,
  messages: (conversation?: string) => ['support', 'messages', conversation ?? 'own'] as const,
};
