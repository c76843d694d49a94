import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../domain/audit.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { auditEvents } from '../db/schema.js';

export interface AuditEntry {
  action: AuditAction;
  actor?: string | null;
  subject?: string | null;
  login?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Browsers send user agents of any length: the log keeps enough to tell them apart. */
const userAgentLength = 300;

/** Writes one entry with the request's address and browser. Never pass a password, hash or token in `detail`. */
export async function recordAuditEvent(db: Pick<Db, 'insert'>, request: FastifyRequest, entry: AuditEntry) {
  await db.insert(auditEvents).values({
    _id: newId(),
    action: entry.action,
    actor: entry.actor ?? null,
    subject: entry.subject ?? null,
    login: entry.login ?? null,
    address: request.ip,
    user_agent: request.headers['user-agent']?.slice(0, userAgentLength) ?? null,
    detail: entry.detail ?? null,
  });
}
