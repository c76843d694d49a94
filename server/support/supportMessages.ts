import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { supportMessagesShown, type SupportConversation, type SupportMessage } from '../../domain/support.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { supportMessages, users } from '../db/schema.js';
import { notFound } from '../http/apiError.js';

// Every query of the support chat: one conversation per staff member, `from_desk` telling who wrote each message.

const shownName = sql<string | null>`(select coalesce(users.display_name, users.name, users.username) from users where users._id = support_messages.author)`;

const messageColumns = {
  _id: supportMessages._id,
  conversation: supportMessages.conversation,
  author: supportMessages.author,
  author_name: shownName.as('author_name'),
  from_desk: supportMessages.from_desk,
  content: supportMessages.content,
  created_at: supportMessages.created_at,
  read_at: supportMessages.read_at,
};

/** The latest messages of one conversation, oldest first. */
export async function listSupportMessages(db: Db, conversation: string): Promise<SupportMessage[]> {
  const latest = await db
    .select(messageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.conversation, conversation))
    .orderBy(desc(supportMessages.created_at), desc(supportMessages._id))
    .limit(supportMessagesShown);
  return latest.reverse() as unknown as SupportMessage[];
}

export async function writeSupportMessage(
  db: Db,
  message: { conversation: string; author: string; fromDesk: boolean; content: string },
): Promise<SupportMessage> {
  const _id = newId();
  await db.insert(supportMessages).values({
    _id,
    conversation: message.conversation,
    author: message.author,
    from_desk: message.fromDesk,
    content: message.content,
  });
  const [written] = await db.select(messageColumns).from(supportMessages).where(eq(supportMessages._id, _id));
  return written as unknown as SupportMessage;
}

/** Marks read what the other side wrote in a conversation: the desk reads the staff member's messages, and back. */
export async function markSupportMessagesRead(db: Db, conversation: string, readerIsDesk: boolean): Promise<void> {
  await db
    .update(supportMessages)
    .set({ read_at: sql`now()` })
    .where(
      and(eq(supportMessages.conversation, conversation), eq(supportMessages.from_desk, !readerIsDesk), isNull(supportMessages.read_at)),
    );
}

/** What the reader has not seen: for a staff member, the desk's answers; for the desk, every staff message. */
export async function countUnreadSupportMessages(db: Db, reader: { deskView: boolean; conversation: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(
      and(
        isNull(supportMessages.read_at),
        eq(supportMessages.from_desk, !reader.deskView),
        reader.deskView ? undefined : eq(supportMessages.conversation, reader.conversation),
      ),
    );
  return row.count;
}

/** Every conversation for the desk, the most recently active first, with its unread count. */
export async function listSupportConversations(db: Db): Promise<SupportConversation[]> {
  const { rows } = await db.execute<{
    _id: string;
    username: string;
    name: string | null;
    avatar: string | null;
    last_message: string;
    last_at: Date;
    unread: number;
  }>(sql`
    select users._id, users.username, coalesce(users.display_name, users.name) as name, users.avatar,
           latest.content as last_message, latest.created_at as last_at,
           (select count(*)::int from support_messages unread
             where unread.conversation = users._id and not unread.from_desk and unread.read_at is null) as unread
    from users
    join lateral (
      select content, created_at from support_messages
      where support_messages.conversation = users._id
      order by created_at desc limit 1
    ) latest on true
    order by latest.created_at desc
    limit ${supportMessagesShown}`);
  return rows.map(({ _id, username, name, avatar, last_message, last_at, unread }) => ({
    staff: { _id, username, name, avatar },
    last_message,
    last_at: new Date(last_at).toISOString(),
    unread,
  }));
}

/** Throws a 404 unless the conversation's staff member exists. */
export async function assertConversationExists(db: Db, conversation: string): Promise<void> {
  const [account] = await db.select({ _id: users._id }).from(users).where(eq(users._id, conversation));
  if (!account) throw notFound('The staff member');
}

