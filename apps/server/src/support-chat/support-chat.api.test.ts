import {
  SUPPORT_CHAT_TOKEN_HEADER,
  supportChatSocketEvents,
  type SupportChatMessage,
  type SupportChatSendResponse,
  type SupportChatState,
} from '@shangwe/contract';
import type { BoChatConversation, BoChatDetail } from '@shangwe/contract/backoffice';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { asStaff, createTestStaff, staffToken } from '../backoffice/test-staff';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { emitAck, nextEvent, useListeningApp } from '../test/listening-app';

/** The smallest valid PNG (1×1, transparent). */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
).toString('base64');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n').toString('base64');

type Headers = Record<string, string>;

describe('support chat', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
  const visitor = (token?: string): Headers =>
    token ? { [SUPPORT_CHAT_TOKEN_HEADER]: token } : {};
  const bettorHeaders = (session: string, token?: string): Headers => ({
    authorization: `Bearer ${session}`,
    ...visitor(token),
  });
  async function agent(role: 'support' | 'admin' | 'payments' = 'support') {
    const staff = await createTestStaff(t.ctx, role);
    return { ...staff, headers: asStaff(await staffToken(t.ctx, staff)) };
  }
  async function auditOf(conversationId: number) {
    const { rows } = await t.ctx.db.query<{ action: string; staff_email: string }>(
      `SELECT action, staff_email FROM staff_audit WHERE object_type = 'support_conversation' AND object_id = $1 ORDER BY id`,
      [String(conversationId)],
    );
    return rows;
  }

  it('a visitor writes before logging in; logging in links the conversation to the bettor', async () => {
    t = await buildTestApp();
    const empty = await call('GET', '/api/support-chat');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<SupportChatState>()).toMatchObject({ conversation: null, messages: [] });
    expect(empty.json<SupportChatState>().availability.notice).toMatch(/answer|reply/);

    const first = await call(
      'POST',
      '/api/support-chat/messages',
      {},
      { text: 'Hello, my deposit is missing' },
    );
    expect(first.statusCode).toBe(201);
    const sent = first.json<SupportChatSendResponse>();
    expect(sent.visitor_token.length).toBeGreaterThan(20);
    expect(sent.message).toMatchObject({ author: 'bettor', text: 'Hello, my deposit is missing' });

    // Only the token's holder reads it.
    const mine = await call('GET', '/api/support-chat', visitor(sent.visitor_token));
    expect(mine.json<SupportChatState>().messages.map((m) => m.text)).toEqual([
      'Hello, my deposit is missing',
    ]);
    expect((await call('GET', '/api/support-chat', visitor('not-the-token'))).json()).toMatchObject(
      {
        conversation: null,
      },
    );
    const second = await call('POST', '/api/support-chat/messages', visitor(sent.visitor_token), {
      text: 'It was 500 shillings',
    });
    expect(second.json<SupportChatSendResponse>()).toMatchObject({
      conversation_id: sent.conversation_id,
      visitor_token: sent.visitor_token,
    });

    // The visitor logs in: the same conversation is now the bettor's.
    const bettor = await createTestProfile(t.ctx);
    const linked = await call(
      'GET',
      '/api/support-chat',
      bettorHeaders(bettor.token, sent.visitor_token),
    );
    expect(linked.json<SupportChatState>().conversation?.id).toBe(sent.conversation_id);
    const support = await agent();
    const detail = await call(
      'GET',
      `/api/bo/support-chat/conversations/${sent.conversation_id}`,
      support.headers,
    );
    expect(detail.json<BoChatDetail>().conversation).toMatchObject({
      profile_id: bettor.profileId,
      mobile: bettor.mobile,
    });
    // From another device, the session alone finds it; the token alone no longer does (it is the bettor's).
    expect(
      (await call('GET', '/api/support-chat', bettorHeaders(bettor.token))).json<SupportChatState>()
        .conversation?.id,
    ).toBe(sent.conversation_id);
    expect(
      (await call('GET', '/api/support-chat', visitor(sent.visitor_token))).json(),
    ).toMatchObject({
      conversation: null,
    });
    // Another bettor holding the token does not get it.
    const stranger = await createTestProfile(t.ctx);
    expect(
      (
        await call('GET', '/api/support-chat', bettorHeaders(stranger.token, sent.visitor_token))
      ).json(),
    ).toMatchObject({ conversation: null });
  });

  it('agents see the queue (unassigned first), take, hand over, answer and close; every action is audited', async () => {
    t = await buildTestApp();
    const a = await agent();
    const b = await agent();
    const payments = await agent('payments');
    const one = (
      await call('POST', '/api/support-chat/messages', {}, { text: 'first' })
    ).json<SupportChatSendResponse>();
    const two = (
      await call('POST', '/api/support-chat/messages', {}, { text: 'second' })
    ).json<SupportChatSendResponse>();

    expect(
      (
        await call(
          'POST',
          `/api/bo/support-chat/conversations/${one.conversation_id}/take`,
          a.headers,
        )
      ).json<BoChatConversation>(),
    ).toMatchObject({ assigned_staff_id: a.id });
    const queue = (await call('GET', '/api/bo/support-chat/conversations', b.headers)).json<{
      items: BoChatConversation[];
    }>();
    expect(queue.items.map((c) => c.id)).toEqual([two.conversation_id, one.conversation_id]);
    expect(queue.items[1]).toMatchObject({
      assigned_staff_name: 'Test support',
      last_message: 'first',
    });
    const mine = (await call('GET', '/api/bo/support-chat/conversations?mine=1', a.headers)).json<{
      items: BoChatConversation[];
    }>();
    expect(mine.items.map((c) => c.id)).toEqual([one.conversation_id]);

    const taken = await call(
      'POST',
      `/api/bo/support-chat/conversations/${one.conversation_id}/take`,
      b.headers,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'CHAT_ALREADY_ASSIGNED' } });

    // Hand over only to an agent who may answer.
    const notAgent = await call(
      'POST',
      `/api/bo/support-chat/conversations/${one.conversation_id}/handover`,
      a.headers,
      { staff_id: payments.id },
    );
    expect(notAgent.statusCode).toBe(404);
    const handed = await call(
      'POST',
      `/api/bo/support-chat/conversations/${one.conversation_id}/handover`,
      a.headers,
      { staff_id: b.id, reason: 'End of my shift' },
    );
    expect(handed.json<BoChatConversation>()).toMatchObject({ assigned_staff_id: b.id });
    const agents = (await call('GET', '/api/bo/support-chat/agents', a.headers)).json<{
      items: { id: number }[];
    }>();
    expect(agents.items.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(agents.items.map((x) => x.id)).not.toContain(payments.id);

    const answer = await call(
      'POST',
      `/api/bo/support-chat/conversations/${one.conversation_id}/messages`,
      b.headers,
      { text: 'Let me check' },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json<SupportChatMessage>()).toMatchObject({
      author: 'agent',
      agent_name: 'Test support',
    });
    const seen = (
      await call('GET', '/api/support-chat', visitor(one.visitor_token))
    ).json<SupportChatState>();
    expect(seen.messages.map((m) => [m.author, m.text])).toEqual([
      ['bettor', 'first'],
      ['agent', 'Let me check'],
    ]);
    expect(
      (
        await call('GET', `/api/bo/support-chat/conversations/${one.conversation_id}`, a.headers)
      ).json<BoChatDetail>().conversation.waiting_since,
    ).toBeNull();

    // Answering an unassigned conversation takes it.
    await call(
      'POST',
      `/api/bo/support-chat/conversations/${two.conversation_id}/messages`,
      a.headers,
      { text: 'Hi!' },
    );
    expect(
      (
        await call('GET', `/api/bo/support-chat/conversations/${two.conversation_id}`, a.headers)
      ).json<BoChatDetail>().conversation.assigned_staff_id,
    ).toBe(a.id);

    const closed = await call(
      'POST',
      `/api/bo/support-chat/conversations/${one.conversation_id}/close`,
      b.headers,
      { reason: 'Solved' },
    );
    expect(closed.json<BoChatConversation>()).toMatchObject({ status: 'closed' });
    expect(
      (
        await call(
          'POST',
          `/api/bo/support-chat/conversations/${one.conversation_id}/messages`,
          b.headers,
          { text: 'late' },
        )
      ).statusCode,
    ).toBe(409);
    // The bettor's next message starts a new conversation, with a new token.
    const again = (
      await call('POST', '/api/support-chat/messages', visitor(one.visitor_token), {
        text: 'One more thing',
      })
    ).json<SupportChatSendResponse>();
    expect(again.conversation_id).not.toBe(one.conversation_id);
    expect(again.visitor_token).not.toBe(one.visitor_token);

    expect(await auditOf(one.conversation_id)).toEqual([
      { action: 'support_chat.take', staff_email: a.email },
      { action: 'support_chat.handover', staff_email: a.email },
      { action: 'support_chat.reply', staff_email: b.email },
      { action: 'support_chat.close', staff_email: b.email },
    ]);
    expect((await auditOf(two.conversation_id)).map((r) => r.action)).toEqual([
      'support_chat.reply',
    ]);
    // Refused actions leave no row; the payments role may not open the chat at all.
    expect(
      (await call('GET', '/api/bo/support-chat/conversations', payments.headers)).statusCode,
    ).toBe(403);
  });

  it('takes images only, read from their bytes, and shows them to the conversation only', async () => {
    t = await buildTestApp();
    const bad = await call(
      'POST',
      '/api/support-chat/messages',
      {},
      { text: 'see file', image: { data_base64: SVG } },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Only photos can be sent (JPEG, PNG, GIF or WebP).',
    });
    expect(
      (await call('POST', '/api/support-chat/messages', {}, { image: { data_base64: PDF } }))
        .statusCode,
    ).toBe(400);
    // Nothing was written for the refused files.
    expect((await t.ctx.db.query('SELECT 1 FROM support_conversations')).rows).toHaveLength(0);

    const sent = (
      await call('POST', '/api/support-chat/messages', {}, { image: { data_base64: PNG_1PX } })
    ).json<SupportChatSendResponse>();
    const id = sent.message.attachment_id!;
    expect(sent.message.text).toBe('');
    const image = await call(
      'GET',
      `/api/support-chat/attachments/${id}`,
      visitor(sent.visitor_token),
    );
    expect(image.json()).toEqual({ id, content_type: 'image/png', data_base64: PNG_1PX });
    expect(
      (await call('GET', `/api/support-chat/attachments/${id}`, visitor('someone-else')))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/support-chat/attachments/${id}`)).statusCode).toBe(404);
    const support = await agent();
    expect(
      (await call('GET', `/api/bo/support-chat/attachments/${id}`, support.headers)).json(),
    ).toMatchObject({ content_type: 'image/png' });
    const agentBad = await call(
      'POST',
      `/api/bo/support-chat/conversations/${sent.conversation_id}/messages`,
      support.headers,
      { image: { data_base64: SVG } },
    );
    expect(agentBad.json()).toMatchObject({ error: { code: 'CHAT_NOT_AN_IMAGE' } });
    // An empty message is refused in the bettor's words.
    const empty = await call('POST', '/api/support-chat/messages', {}, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Write a message or add a photo' });
  });

  it('limits how fast one conversation writes', async () => {
    t = await buildTestApp();
    const first = (
      await call('POST', '/api/support-chat/messages', {}, { text: 'm0' })
    ).json<SupportChatSendResponse>();
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      statuses.push(
        (
          await call('POST', '/api/support-chat/messages', visitor(first.visitor_token), {
            text: `m${i}`,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 19).every((s) => s === 201)).toBe(true);
    expect(statuses[19]).toBe(429);
  });

  it('canned replies: agents read them, only admins write them (audited)', async () => {
    t = await buildTestApp();
    const support = await agent();
    const admin = await agent('admin');
    const body = { title: 'Deposit delay', body: 'Deposits can take up to 10 minutes to show.' };
    expect(
      (await call('POST', '/api/bo/support-chat/canned-replies', support.headers, body)).statusCode,
    ).toBe(403);
    const created = await call('POST', '/api/bo/support-chat/canned-replies', admin.headers, body);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const updated = await call('PUT', `/api/bo/support-chat/canned-replies/${id}`, admin.headers, {
      ...body,
      body: 'Deposits show within 10 minutes.',
    });
    expect(updated.json()).toMatchObject({ body: 'Deposits show within 10 minutes.' });
    expect(
      (await call('GET', '/api/bo/support-chat/canned-replies', support.headers)).json(),
    ).toMatchObject({ items: [{ id, title: 'Deposit delay' }] });
    expect(
      (await call('DELETE', `/api/bo/support-chat/canned-replies/${id}`, admin.headers)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/bo/support-chat/canned-replies', support.headers)).json(),
    ).toEqual({ items: [] });
    expect(
      (await call('DELETE', `/api/bo/support-chat/canned-replies/${id}`, admin.headers)).statusCode,
    ).toBe(404);
    const { rows } = await t.ctx.db.query<{ action: string }>(
      `SELECT action FROM staff_audit WHERE object_type = 'support_canned_reply' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'support_canned_reply.create',
      'support_canned_reply.update',
      'support_canned_reply.delete',
    ]);
  });
});

describe('support chat in real time', () => {
  const live = useListeningApp();

  it("delivers the visitor's message to the agents' room and the answer to the conversation's room", async () => {
    const url = await live.listen();
    const t = live.testApp;
    const sent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/support-chat/messages',
        payload: { text: 'Hello?' },
      })
    ).json<SupportChatSendResponse>();
    const support = await createTestStaff(t.ctx, 'support');
    const payments = await createTestStaff(t.ctx, 'payments');
    const bettorSession = await createTestProfile(t.ctx);

    const visitorSocket = await live.connect(url);
    const agentSocket = await live.connect(url);
    const outsider = await live.connect(url);
    expect(
      await emitAck(visitorSocket, supportChatSocketEvents.join, {
        visitor_token: sent.visitor_token,
      }),
    ).toEqual({ ok: true, conversation_id: sent.conversation_id });
    expect(
      await emitAck(outsider, supportChatSocketEvents.join, { visitor_token: 'guess' }),
    ).toMatchObject({ ok: false });
    expect(
      await emitAck(agentSocket, supportChatSocketEvents.agent, {
        token: await staffToken(t.ctx, support),
      }),
    ).toEqual({ ok: true });
    // A bettor's token, a role without chat.answer and a session without its second factor are refused.
    expect(
      await emitAck(outsider, supportChatSocketEvents.agent, { token: bettorSession.token }),
    ).toMatchObject({ ok: false });
    expect(
      await emitAck(outsider, supportChatSocketEvents.agent, {
        token: await staffToken(t.ctx, payments),
      }),
    ).toMatchObject({ ok: false });
    expect(
      await emitAck(outsider, supportChatSocketEvents.agent, {
        token: await staffToken(t.ctx, support, { pending: true }),
      }),
    ).toMatchObject({ ok: false });

    const toAgent = nextEvent<SupportChatMessage>(agentSocket, supportChatSocketEvents.message);
    await t.app.inject({
      method: 'POST',
      url: '/api/support-chat/messages',
      headers: { [SUPPORT_CHAT_TOKEN_HEADER]: sent.visitor_token },
      payload: { text: 'Anyone there?' },
    });
    expect(await toAgent).toMatchObject({
      conversation_id: sent.conversation_id,
      text: 'Anyone there?',
    });

    let outsiderGot = false;
    outsider.on(supportChatSocketEvents.message, () => (outsiderGot = true));
    const toVisitor = nextEvent<SupportChatMessage>(visitorSocket, supportChatSocketEvents.message);
    await t.app.inject({
      method: 'POST',
      url: `/api/bo/support-chat/conversations/${sent.conversation_id}/messages`,
      headers: asStaff(await staffToken(t.ctx, support)),
      payload: { text: 'Yes, how can I help?' },
    });
    expect(await toVisitor).toMatchObject({ author: 'agent', text: 'Yes, how can I help?' });
    // The ack's round trip proves the answer (sent before it) did not reach the outsider.
    await emitAck(outsider, supportChatSocketEvents.join, {});
    expect(outsiderGot).toBe(false);
  });
});
