import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { noticeKinds, noticesShown, type Notice, type NoticeKind, type NoticeList } from '../../domain/notice.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { notices } from '../db/schema.js';
import { notFound } from '../http/apiError.js';

// In-app notices (docs/pm.md#notices): written by the features that notify, read and marked read by their account.

/** A notice to write: its account, its kind, the record it is about and its sentence's values. */
export type NewNotice = {
  [Kind in NoticeKind]: {
    account: string;
    kind: Kind;
    record: string;
    parameters: Record<(typeof noticeKinds)[Kind]['parameters'][number], string | null>;
  };
}[NoticeKind];

/** Writes notices, all in one statement; `at` is when they were made. */
export async function writeNotices(db: Pick<Db, 'insert'>, written: readonly NewNotice[], at: Date) {
  if (written.length === 0) return;
  await db.insert(notices).values(
    written.map((notice) => ({ _id: newId(), ...notice, resource: noticeKinds[notice.kind].resource, created_at: at })),
  );
}

const unreadFirst = sql`(${notices.read_at} is null)`;

/** The account's notices: the unread first, each part newest first, at most `noticesShown`; and how many are unread. */
export async function listNotices(db: Db, account: string): Promise<NoticeList> {
  const [rows, [{ unread }]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(eq(notices.account, account))
      // Backwards along notices_account_idx: unread (true) first, then the newest.
      .orderBy(desc(unreadFirst), desc(notices.created_at), desc(notices._id))
      .limit(noticesShown),
    db
      .select({ unread: count() })
      .from(notices)
      .where(and(eq(notices.account, account), unreadFirst)),
  ]);
  return { notices: rows.map(noticeAnswer), unread };
}

const noticeAnswer = ({ account: _account, ...notice }: typeof notices.$inferSelect): Notice => ({
  ...notice,
  kind: notice.kind as NoticeKind,
  created_at: notice.created_at.toISOString(),
  read_at: notice.read_at?.toISOString() ?? null,
});

/** One of the account's notices; another account's is not found, as an unknown one is. */
export async function ownNotice(db: Db, account: string, id: string): Promise<Notice> {
  const [notice] = await db
    .select()
    .from(notices)
    .where(and(eq(notices._id, id), eq(notices.account, account)));
  if (!notice) throw notFound('The notice');
  return noticeAnswer(notice);
}

/** Marks one of the account's notices read (a read one keeps the moment it was first read); answers it. */
export async function markNoticeRead(db: Db, account: string, id: string, at: Date): Promise<Notice> {
  await db
    .update(notices)
    .set({ read_at: at })
    .where(and(eq(notices._id, id), eq(notices.account, account), isNull(notices.read_at)));
  return ownNotice(db, account, id);
}
