import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSupportDesk, supportMessageSchema } from '../../domain/support.js';
import type { Db } from '../db/client.js';
import {
  assertConversationExists,
  countUnreadSupportMessages,
  listSupportConversations,
  listSupportMessages,
  markSupportMessagesRead,
  writeSupportMessage,
} from '../support/supportMessages.js';

const conversationParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['support'];
// The desk is the superadmins, who alone may act in the Admin (Internal) area.
const deskRead = { access: { area: 'admin', action: 'read' } } as const;
const deskWrite = { access: { area: 'admin', action: 'write' } } as const;

/**
 * The support chat (docs/product.md#support-chat). A staff member reads and writes their own conversation with the desk under
 * /support/messages; the desk lists every conversation and answers each under /support/conversations.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/support/unread', { schema: { tags }, config: { access: 'staff' } }, async (request) => {
    const deskView = isSupportDesk(request.account.roles);
    return { unread: await countUnreadSupportMessages(db, { deskView, conversation: request.account._id }), desk: deskView };
  });

  app.get('/support/messages', { schema: { tags }, config: { access: 'staff' } }, async (request) => ({
    messages: await listSupportMessages(db, request.account._id),
  }));

  app.post('/support/messages', { schema: { tags, body: supportMessageSchema }, config: { access: 'staff' } }, async (request, reply) =>
    reply.status(201).send(
      await writeSupportMessage(db, { conversation: request.account._id, author: request.account._id, fromDesk: false, content: request.body.content }),
    ),
  );

  app.post('/support/messages/read', { schema: { tags }, config: { access: 'staff' } }, async (request) => {
    await markSupportMessagesRead(db, request.account._id, false);
    return { ok: true };
  });

  app.get('/support/conversations', { schema: { tags }, config: deskRead }, async () => ({
    conversations: await listSupportConversations(db),
  }));

  app.get('/support/conversations/:id/messages', { schema: { tags, params: conversationParams }, config: deskRead }, async (request) => {
    await assertConversationExists(db, request.params.id);
    return { messages: await listSupportMessages(db, request.params.id) };
  });

  app.post(
    '/support/conversations/:id/messages',
    { schema: { tags, params: conversationParams, body: supportMessageSchema }, config: deskWrite },
    async (request, reply) => {
      await assertConversationExists(db, request.params.id);
      const message = await writeSupportMessage(db, {
        conversation: request.params.id,
        author: request.account._id,
        fromDesk: true,
        content: request.body.content,
      });
      return reply.status(201).send(message);
    },
  );

  app.post('/support/conversations/:id/read', { schema: { tags, params: conversationParams }, config: deskWrite }, async (request) => {
    await assertConversationExists(db, request.params.id);
    await markSupportMessagesRead(db, request.params.id, true);
    return { ok: true };
  });
};
