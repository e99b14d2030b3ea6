import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { SHIKISHA_LIMITS, shikishaOtherMatch } from './shikisha';

describe('Shikisha pick rules', () => {
  it('builds one match per bet', () => {
    expect(shikishaOtherMatch([{ parent_match_id: 1 }, { parent_match_id: 1 }])).toBeNull();
    expect(shikishaOtherMatch([{ parent_match_id: 1 }, { parent_match_id: 2 }])).toBe(
      MESSAGES.shikishaOneMatch,
    );
  });

  it('names the contradicting picks and refuses near certainties under 1.05', () => {
    expect(MESSAGES.shikishaContradictory('1X2 Home', '1X2 Away')).toBe(
      '1X2 Home and 1X2 Away cannot both win',
    );
    expect(SHIKISHA_LIMITS.nearCertainOdd).toBe(1.05);
    expect(SHIKISHA_LIMITS).toMatchObject({ minPicks: 2, maxPicks: 30, betType: 5 });
  });
});
