import { z } from 'zod';

/** A message of the support chat (docs/product.md#support-chat): staff write to the support desk, the desk's superadmins answer. */
export const supportMessageSchema = z.object({
  content: z
    .string({ error: 'validation.support.message_required' })
    .trim()
    .min(1, { error: 'validation.support.message_required', abort: true })
    .max(2000, { error: 'validation.too_long' }),
});

export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

/** The support desk is the superadmins: they see every staff member's conversation and answer it. */
export const isSupportDesk = (roles: readonly string[]) => roles.includes('superadmin');

/** How often the unread count is asked for while the app is open (and at once when the panel opens). */
export const supportUnreadPollMs = 30_000;

/** The most recent messages a conversation shows. */
export const supportMessagesShown = 200;

export interface SupportMessage {
  _id: string;
  /** The staff member whose conversation with the desk this is. */
  conversation: string;
  author: string | null;
  author_name: string | null;
  /** Written by the desk (a superadmin) rather than by the staff member. */
  from_desk: boolean;
  content: string;
  created_at: string;
  /** When the other side read it. */
  read_at: string | null;
}

/** One staff member's conversation as the desk lists it. */
export interface SupportConversation {
  staff: { _id: string; username: string; name: string | null; avatar: string | null };
  last_message: string;
  last_at: string;
  /** Messages from the staff member the desk has not read. */
  unread: number;
}
