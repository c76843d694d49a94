import type { SupportConversation, SupportMessage } from '../../domain/support';
import { apiRequest } from '../http';

/** The support chat's calls (server/routes/support.ts); `conversation` undefined is the caller's own. */
export const supportApi = {
  unread: () => apiRequest<{ unread: number; desk: boolean }>('/support/unread'),

  conversations: async () => (await apiRequest<{ conversations: SupportConversation[] }>('/support/conversations')).conversations,

  messages: async (conversation?: string) =>
    (await apiRequest<{ messages: SupportMessage[] }>(conversation ? `${conversationPath(conversation)}/messages` : '/support/messages')).messages,

  send: (content: string, conversation?: string) =>
    apiRequest<SupportMessage>(conversation ? `${conversationPath(conversation)}/messages` : '/support/messages', {
      method: 'POST',
      body: { content },
    }),

  markRead: (conversation?: string) =>
    apiRequest<{ ok: true }>(conversation ? `${conversationPath(conversation)}/read` : '/support/messages/read', { method: 'POST' }),
};

const conversationPath = (conversation: string) => `/support/conversations/${encodeURIComponent(conversation)}`;

/** react-query keys of the chat, so a change can refresh what shows it. */
export const supportQueryKeys = {
  all: ['support'] as const,
  unread: ['support', 'unread'] as const,
  conversations: ['support', 'conversations'] as const,
  messages: (conversation?: string) => ['support', 'messages', conversation ?? 'own'] as const,
};
