import { randomUUID } from 'node:crypto';
import { BET_TYPE } from '@shangwe/domain';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@shangwe/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { seedFixtureMatches, setOdd } from '../betting/test-fixtures';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const NOW = new Date('2030-03-01T10:00:00Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const sharedLeg = (parentMatchId: number, oddKey: string) => ({
  odd_key: oddKey,
  outcome_id: '1',
  special_bet_value: '',
  parent_match_id: parentMatchId,
  sub_type_id: 1,
  has_parent: false,
  parent_code: '',
});

describe('share codes', () => {
  it('encodes a slip to a short random code with social links, and decodes it at current prices', async () => {
    t = await buildTestApp({ publicUrl: 'https://shangwe.test' });
    t.ctx.now = () => NOW;
    await seedFixtureMatches(t.ctx, [
      { id: 101, home: 'Leeds Town', away: 'York Rovers', start: new Date('2030-03-01T18:00:00Z') },
      { id: 102, home: 'Hull City', away: 'Derby County', start: new Date('2030-03-01T18:00:00Z') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: {
        src: 'MOBILE_WEB',
        product_type: 'NORMAL',
        betslip: [sharedLeg(101, '1'), sharedLeg(102, 'X')],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toHaveLength(SHARE_CODE_LENGTH);
    expect([...body.code].every((c: string) => SHARE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(body.link).toBe(`https://shangwe.test/share/${body.code}`);
    const link = encodeURIComponent(body.link);
    expect(body.meta.social_urls.whatsapp).toContain(encodeURIComponent(body.link));
    expect(body.meta.social_urls.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    );
    expect(body.meta.social_urls.twitter).toContain(`url=${link}`);
    expect(body.meta.social_urls.x).toContain(`url=${link}`);
    expect(body.meta.social_urls.telegram).toContain(`url=${link}`);

    // Codes are random, not sequential.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: { betslip: [sharedLeg(101, '1')] },
    });
    expect(other.json().code).not.toBe(body.code);

    await setOdd(t.ctx, 101, '1', 2.25);
    const decoded = await t.app.inject({
      method: 'GET',
      url: `/api/v2/share/decode?code=${body.code.toLowerCase()}&src=MOBILE_WEB`,
    });
    expect(decoded.statusCode).toBe(200);
    expect(decoded.json()).toMatchObject({
      message: 'Betslip loaded successfully',
      meta: { product_type: 'NORMAL', code: body.code },
      data: [
        expect.objectContaining({
          parent_match_id: 101,
          odd_key: '1',
          odd_value: 2.25,
          home_team: 'Leeds Town',
        }),
        expect.objectContaining({
          parent_match_id: 102,
          odd_key: 'X',
          odd_value: 3.3,
          display: 'Draw',
        }),
      ],
    });
  });

  it('answers 404 for an unknown code and 400 for an empty one', async () => {
    t = await buildTestApp();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v2/share/decode?code=ZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Betslip code not found');
    const empty = await t.app.inject({ method: 'GET', url: '/api/v2/share/decode?code=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a code');
  });

  it('refuses unknown picks and empty slips; shares a placed bet of the owner', async () => {
    t = await buildTestApp();
    t.ctx.now = () => NOW;
    await seedFixtureMatches(t.ctx, [{ id: 101, start: new Date('2030-03-01T18:00:00Z') }]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: { betslip: [sharedLeg(999, '1')] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The selection 1 on match 999 does not exist');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: { betslip: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add at least one pick to share a betslip');

    const user = await createTestProfile(t.ctx, { cashCents: 10_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/bet',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        token: user.token,
        stake: 10,
        betslip: [
          {
            sub_type_id: 1,
            bet_pick: '2',
            odd_value: 3.6,
            outcome_id: '3',
            special_bet_value: '',
            parent_match_id: 101,
            bet_type: BET_TYPE.prematch,
          },
        ],
      },
    });
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/v2/share/encode',
      payload: { token: user.token, profile_id: user.profileId, bet_id: placed.json().bet_id },
    });
    expect(shared.statusCode).toBe(200);
    const decoded = await t.app.inject({
      method: 'GET',
      url: `/api/v2/share/decode?code=${shared.json().code}`,
    });
    expect(decoded.json().data).toEqual([
      expect.objectContaining({ parent_match_id: 101, odd_key: '2', odd_value: 3.6 }),
    ]);
  });
});
