import { describe, expect, it } from 'vitest';
import { placeBetBodySchema, placeBetResponseSchema } from './betting';
import { placementEndpoint } from './endpoint';
import { endpoints } from './endpoints';

describe('placement endpoints', () => {
  it('are a POST of the product body by a logged-in bettor, answered 201 or 200', () => {
    expect(placementEndpoint('/api/v2/bet', placeBetBodySchema, placeBetResponseSchema)).toEqual({
      method: 'POST',
      path: '/api/v2/bet',
      body: placeBetBodySchema,
      response: { 200: placeBetResponseSchema, 201: placeBetResponseSchema },
      auth: true,
    });
  });

  it('serve every product that takes a wager', () => {
    const placements = [
      endpoints.placeBet,
      endpoints.shikishaPlaceBet,
      endpoints.virtualPlaceBet,
      endpoints.jackpotPlaceEntry,
      endpoints.freeJackpotEntry,
      endpoints.splitPotEntry,
      endpoints.sababishaPlaceBet,
      endpoints.boostedPlaceBet,
      endpoints.crashBet,
      endpoints.dicePlay,
      endpoints.wheelPlay,
    ];
    for (const placement of placements) {
      expect(placement).toMatchObject({ method: 'POST', auth: true });
      expect(placement.response[200]).toBe(placement.response[201]);
    }
  });
});
