import { endpoints } from '@shangwe/contract';
import { smsReplies } from '@shangwe/domain';
import type { FastifyInstance } from 'fastify';
import { smsSender } from '../accounts/sms';
import type { AppContext } from '../platform/context';
import { route } from '../platform/contract-routes';
import { errorBody } from '../platform/errors';
import { callbackGuard } from './callback-guard';
import { keypadPhone } from './keypad-bettor';
import { runSmsCommand } from './sms-command-runner';
import { drainSmsOutbox } from './sms-outbox-drainer';
import { markInboundHandled, recordInbound, saveUssdAnswer, ussdReplay } from './sms-repository';
import { answerUssd } from './ussd-menu';

const FORBIDDEN = 'This callback is not authorised';

/** The gateway's `date` ('2026-11-27 07:31:49' or ISO), or null when unreadable. */
function sentAt(date: string | undefined): Date | null {
  if (!date) return null;
  const parsed = new Date(/T|Z/.test(date) ? date : `${date.replace(' ', 'T')}Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * The gateway's callbacks (issue 36): inbound SMS and USSD, at secret-bearing addresses
 * (`/api/sms/<secret>/inbound`, `/api/ussd/<secret>`), forms as Africa's Talking posts them.
 */
export async function smsRoutes(app: FastifyInstance, ctx: AppContext) {
  // A plugin of its own, so the guard hook runs for these two routes only (not on every bet).
  await app.register(async (scoped) => gatewayRoutes(scoped, ctx));
}

async function gatewayRoutes(app: FastifyInstance, ctx: AppContext) {
  const allowed = callbackGuard(ctx.env.sms);
  const received = ctx.metrics.counter('sms_inbound_total', 'Inbound SMS by outcome', ['outcome']);
  // The secret (and allow-list) is checked before the body is read: a forged call is refused
  // whatever it sends, and learns nothing about the fields.
  app.addHook('preValidation', async (request, reply) => {
    const url = request.routeOptions.url;
    const { secret } = request.params as { secret?: string };
    if (allowed(secret ?? '', request.ip)) return;
    if (url === endpoints.smsInbound.path) {
      received.inc({ outcome: 'refused' });
      return reply.status(403).send(errorBody(FORBIDDEN, 'FORBIDDEN'));
    }
    return reply.status(403).type('text/plain; charset=utf-8').send(`END ${FORBIDDEN}`);
  });

  route(app, endpoints.smsInbound, async (request, reply) => {
    const m = request.body;
    const phone = keypadPhone(m.from);
    if (!phone) {
      // Not a number of a country we serve: nothing to do, and nothing to charge a reply for.
      received.inc({ outcome: 'foreign' });
      return reply.send({ status: 'ignored' });
    }
    const row = await recordInbound(ctx.db, {
      gatewayId: m.id,
      mobile: phone.mobile,
      shortCode: m.to,
      text: m.text,
      linkId: m.linkId ?? null,
      sentAt: sentAt(m.date),
      now: ctx.now(),
    });
    if (row.handled_at) {
      received.inc({ outcome: 'replayed' });
      return reply.send({ status: 'duplicate' });
    }
    const text = await runSmsCommand(ctx, {
      gatewayId: m.id,
      mobile: phone.mobile,
      config: phone.config,
      text: row.text,
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'sms command failed');
      return smsReplies.refused('Sorry, something went wrong. Please try again in a moment.');
    });
    // The reply is written with the mark, once, whichever process handled the message.
    const fresh = await ctx.db.transaction(async (tx) => {
      if (!(await markInboundHandled(tx, m.id, text, ctx.now()))) return false;
      await smsSender().send(tx, {
        mobile: phone.mobile,
        text,
        purpose: 'sms-reply',
        linkId: m.linkId,
      });
      return true;
    });
    received.inc({ outcome: fresh ? 'handled' : 'replayed' });
    if (fresh)
      void drainSmsOutbox(ctx).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'sms outbox drain failed'),
      );
    return reply.send({ status: fresh ? 'handled' : 'duplicate' });
  });

  route(app, endpoints.ussdCallback, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    const u = request.body;
    const phone = keypadPhone(u.phoneNumber);
    if (!phone) return reply.send('END This service is for Kenya, Ghana and Nigeria numbers.');
    const replayed = await ussdReplay(ctx.db, u.sessionId, u.text);
    if (replayed !== null) return reply.send(replayed);
    const answer = await answerUssd(ctx, {
      sessionId: u.sessionId,
      mobile: phone.mobile,
      config: phone.config,
      text: u.text,
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'ussd step failed');
      return 'END Sorry, something went wrong. Please try again.';
    });
    await saveUssdAnswer(ctx.db, {
      sessionId: u.sessionId,
      mobile: phone.mobile,
      serviceCode: u.serviceCode,
      text: u.text,
      answer,
      now: ctx.now(),
    });
    return reply.send(answer);
  });
}
