import { OTHER_SPORTS } from './reference-other-sports';
import { SOCCER } from './reference-soccer';
import type { CategoryDef } from './reference-types';

/**
 * The fixed shape of the catalog: sports with their scoring model and timing, and the real
 * categories (countries, tours), competitions and sides of reference-soccer.ts and
 * reference-other-sports.ts. Ratings come from each side's place in its list (team-ratings.ts).
 */

/** How a sport scores, which decides its pricing model and live engine. */
export type SportFamily = 'goals' | 'points' | 'sets';

export interface SportDef {
  sport_id: number;
  sport_name: string;
  priority: number;
  family: SportFamily;
  /** Share of each day's fixtures (the shares add up to a little more than 1: see matchesPerDay). */
  share: number;
  /**
   * UTC hours in which matches without local kick-off times (tennis, table tennis, youth and
   * live-demo fixtures) start (from inclusive, to exclusive; may wrap midnight).
   */
  hours: [number, number];
  /** Goals/points families: periods of play, in minutes, and breaks after each but the last. */
  periods?: { count: number; minutes: number; breaks: number[]; label: (n: number) => string };
  /** Goals/points families: expected total per match (both teams). */
  totalMean?: number;
  /** Points family: points a scoring event is worth, with weights. */
  scoreValues?: Array<[number, number]>;
  /** Points family: can the match end level (3-way main market)? */
  draws?: boolean;
  /** Sets family: sets needed to win, and real seconds per point. */
  sets?: { toWin: number; kind: 'tennis' | 'volleyball' | 'table-tennis'; secondsPerPoint: number };
  /** The market shown in lists. */
  mainMarket: number;
}

const halves = (n: number) => (n === 1 ? '1st half' : '2nd half');

export const SPORTS: readonly SportDef[] = [
  {
    sport_id: 1,
    sport_name: 'Soccer',
    priority: 100,
    family: 'goals',
    share: 0.56,
    hours: [10, 22],
    periods: { count: 2, minutes: 45, breaks: [15], label: halves },
    totalMean: 2.65,
    mainMarket: 1,
  },
  {
    sport_id: 2,
    sport_name: 'Basketball',
    priority: 90,
    family: 'points',
    share: 0.1,
    hours: [15, 27],
    periods: { count: 4, minutes: 10, breaks: [2, 10, 2], label: (n) => `Q${n}` },
    totalMean: 162,
    scoreValues: [
      [2, 0.62],
      [3, 0.26],
      [1, 0.12],
    ],
    draws: false,
    mainMarket: 219,
  },
  {
    sport_id: 5,
    sport_name: 'Tennis',
    priority: 80,
    family: 'sets',
    share: 0.19,
    hours: [7, 21],
    sets: { toWin: 2, kind: 'tennis', secondsPerPoint: 38 },
    mainMarket: 186,
  },
  {
    sport_id: 4,
    sport_name: 'Ice Hockey',
    priority: 70,
    family: 'goals',
    share: 0.07,
    hours: [16, 26],
    periods: {
      count: 3,
      minutes: 20,
      breaks: [15, 15],
      label: (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : 'rd'} period`,
    },
    totalMean: 5.6,
    mainMarket: 1,
  },
  {
    sport_id: 23,
    sport_name: 'Volleyball',
    priority: 60,
    family: 'sets',
    share: 0.04,
    hours: [12, 22],
    sets: { toWin: 3, kind: 'volleyball', secondsPerPoint: 24 },
    mainMarket: 186,
  },
  {
    sport_id: 6,
    sport_name: 'Handball',
    priority: 55,
    family: 'points',
    share: 0.04,
    hours: [13, 21],
    periods: { count: 2, minutes: 30, breaks: [10], label: halves },
    totalMean: 56,
    scoreValues: [[1, 1]],
    draws: true,
    mainMarket: 1,
  },
  {
    sport_id: 12,
    sport_name: 'Rugby',
    priority: 50,
    family: 'points',
    share: 0.02,
    hours: [12, 20],
    periods: { count: 2, minutes: 40, breaks: [10], label: halves },
    totalMean: 46,
    scoreValues: [
      [7, 0.45],
      [3, 0.3],
      [5, 0.25],
    ],
    draws: true,
    mainMarket: 1,
  },
  {
    sport_id: 20,
    sport_name: 'Table Tennis',
    priority: 45,
    family: 'sets',
    share: 0.07,
    hours: [0, 24],
    sets: { toWin: 3, kind: 'table-tennis', secondsPerPoint: 14 },
    mainMarket: 186,
  },
  {
    sport_id: 29,
    sport_name: 'Futsal',
    priority: 40,
    family: 'goals',
    share: 0.02,
    hours: [14, 22],
    periods: { count: 2, minutes: 20, breaks: [10], label: halves },
    totalMean: 6.2,
    mainMarket: 1,
  },
];

export const sportById = new Map(SPORTS.map((s) => [s.sport_id, s]));

export type { CategoryDef, CompetitionDef } from './reference-types';

/** Every category of the catalog: soccer first, then the other sports. */
export const CATEGORIES: readonly CategoryDef[] = [...SOCCER, ...OTHER_SPORTS];
