import { z } from 'zod';

/**
 * Bet recommendations (spec 02 §3.8, §7): the betslip asks the recommendations service which
 * matches to suggest next to the picks it holds (`GET /api/recommendations/pre-bet`), then
 * fetches those matches with their 1X2 odds from `GET /api/uo/bulk-match?ids&stids=1`.
 */

export const RECOMMENDATION_WIDGETS = ['betslip-pre'] as const;
export const RECOMMENDATION_WIDGET_MESSAGE = 'Recommendations are offered on the betslip only';
export const RECOMMENDATION_EVENT_IDS_MESSAGE =
  'Betslip matches must be listed as sr:match:{id}, separated by commas';
export const RECOMMENDATION_USER_ID_MESSAGE = 'A bettor is known by a positive whole number';
export const RECOMMENDATION_LIMIT_MESSAGE = 'Ask for 1 to 20 recommendations';
/** Most slip matches one call may name (a slip holds at most 45 picks, spec 02 §9). */
export const RECOMMENDATION_MAX_EVENT_IDS = 50;

/** The event id of a match as the slip sends it (spec 01 §7): 'sr:match:{parent_match_id}'. */
export const recommendationEventId = (parentMatchId: number) => `sr:match:${parentMatchId}`;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

/** 'sr:match:1,sr:match:2' (or bare ids) → [1, 2]; empty when left out. */
const eventIdList = z.preprocess(
  blankToUndefined,
  z
    .string({ error: RECOMMENDATION_EVENT_IDS_MESSAGE })
    .transform((value, issue) => {
      const parts = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const ids = parts.map((part) => Number(/^(?:sr:match:)?(\d{1,15})$/.exec(part)?.[1] ?? NaN));
      if (ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
        issue.addIssue({ code: 'custom', message: RECOMMENDATION_EVENT_IDS_MESSAGE });
        return z.NEVER;
      }
      if (ids.length > RECOMMENDATION_MAX_EVENT_IDS) {
        issue.addIssue({
          code: 'custom',
          message: `Recommendations take at most ${RECOMMENDATION_MAX_EVENT_IDS} betslip matches`,
        });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .optional()
    .transform((ids) => ids ?? []),
);

const positiveWhole = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).positive(message));

/** GET /api/recommendations/pre-bet?widget=betslip-pre&user_id&event_ids. */
export const preBetRecommendationsQuerySchema = z.object({
  widget: z.enum(RECOMMENDATION_WIDGETS, { error: RECOMMENDATION_WIDGET_MESSAGE }),
  /** The bettor's profile id; their history counts only with their own session token. */
  user_id: z.preprocess(blankToUndefined, positiveWhole(RECOMMENDATION_USER_ID_MESSAGE).optional()),
  /** The matches already in the slip: never recommended, and the seed of co-backing. */
  event_ids: eventIdList,
  /** How many recommendations at most (default 10: the slider shows 5 of those still open). */
  limit: z.preprocess(
    blankToUndefined,
    positiveWhole(RECOMMENDATION_LIMIT_MESSAGE)
      .pipe(z.number().max(20, RECOMMENDATION_LIMIT_MESSAGE))
      .default(10),
  ),
});
export type PreBetRecommendationsQuery = z.input<typeof preBetRecommendationsQuerySchema>;

/** Why a match is recommended, strongest first (recommendations/README.md on the server). */
export const recommendationReasonSchema = z.enum([
  /** Other bettors holding the slip's matches in open bets back this one now. */
  'co_backed',
  /** The bettor's own history: competitions, teams and sports they bet on. */
  'history',
  /** Same competition as a match in the slip. */
  'same_competition',
  /** Open stakes on the match across the country's bettors. */
  'popular',
  /** No signal at all: the next kick-offs. */
  'soon',
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z.object({
  parent_match_id: z.number(),
  /** 'sr:match:{parent_match_id}'. */
  event_id: z.string(),
  /** The score the ranking used (higher first), rounded to 4 decimals. */
  score: z.number(),
  reasons: z.array(recommendationReasonSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const preBetRecommendationsResponseSchema = z.object({
  widget: z.enum(RECOMMENDATION_WIDGETS),
  /** The profile whose history was used; null when anonymous. */
  user_id: z.number().nullable(),
  /** The recommended matches' parent_match_id, best first: the `ids` of bulk-match. */
  ids: z.array(z.number()),
  recommendations: z.array(recommendationSchema),
});
export type PreBetRecommendationsResponse = z.infer<typeof preBetRecommendationsResponseSchema>;
