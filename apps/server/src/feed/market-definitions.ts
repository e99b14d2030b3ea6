import type { OutcomeResult } from '@shangwe/contract';
import type { SportDef } from './reference-data';

/**
 * Market definitions with Betradar-like sub_type_ids, odd_keys and specifiers. Every outcome
 * knows how to settle itself from a final state, and the same function prices it (the price is
 * the probability the settle function says 'won' over a distribution of final states), so the
 * markets of a match are coherent with each other and with their results.
 */

/** The end of a match, as far as markets care. */
export interface FinalState {
  /** Full-time score (goals or points; sets sports: sets won). */
  ft: [number, number];
  /** Half-time score (goals family); equals ft where the sport has no half-time markets. */
  ht: [number, number];
  /** Sets sports: games (tennis) or points per set. */
  setScores?: Array<[number, number]>;
}

export type Settle = (s: FinalState) => OutcomeResult;

export interface OutcomeDef {
  odd_key: string;
  outcome_id: string;
  display: string;
  settle: Settle;
}

export interface MarketDef {
  sub_type_id: number;
  name: string;
  special_bet_value: string;
  priority: number;
  /** Pricing margin (overround - 1). */
  margin: number;
  /** What part of the final state it reads: lets pricing aggregate the distribution first. */
  uses: 'ft' | 'ht' | 'both' | 'sets';
  outcomes: OutcomeDef[];
}

const won = (b: boolean): OutcomeResult => (b ? 'won' : 'lost');
const sign = (n: number) => (n > 0 ? '1' : n < 0 ? '2' : 'X');
const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function threeWay(
  sub: number,
  name: string,
  priority: number,
  margin: number,
  uses: MarketDef['uses'],
  home: string,
  away: string,
  pick: (s: FinalState) => [number, number],
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: '',
    priority,
    margin,
    uses,
    outcomes: [
      {
        odd_key: '1',
        outcome_id: '1',
        display: home,
        settle: (s) => won(sign(diff(pick(s))) === '1'),
      },
      {
        odd_key: 'X',
        outcome_id: '2',
        display: 'Draw',
        settle: (s) => won(sign(diff(pick(s))) === 'X'),
      },
      {
        odd_key: '2',
        outcome_id: '3',
        display: away,
        settle: (s) => won(sign(diff(pick(s))) === '2'),
      },
    ],
  };
}

const diff = ([h, a]: [number, number]) => h - a;
const sum = ([h, a]: [number, number]) => h + a;
const ft = (s: FinalState) => s.ft;
const ht = (s: FinalState) => s.ht;
const secondHalf = (s: FinalState): [number, number] => [s.ft[0] - s.ht[0], s.ft[1] - s.ht[1]];

function doubleChance(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  home: string,
  away: string,
  pick: (s: FinalState) => [number, number],
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: '',
    priority,
    margin: 0.07,
    uses,
    outcomes: [
      {
        odd_key: '1/X',
        outcome_id: '9',
        display: `${home} or draw`,
        settle: (s) => won(sign(diff(pick(s))) !== '2'),
      },
      {
        odd_key: '1/2',
        outcome_id: '10',
        display: `${home} or ${away}`,
        settle: (s) => won(sign(diff(pick(s))) !== 'X'),
      },
      {
        odd_key: 'X/2',
        outcome_id: '11',
        display: `draw or ${away}`,
        settle: (s) => won(sign(diff(pick(s))) !== '1'),
      },
    ],
  };
}

function total(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  line: number,
  value: (s: FinalState) => number,
  margin = 0.07,
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: `total=${line}`,
    priority,
    margin,
    uses,
    outcomes: [
      {
        odd_key: `over ${line}`,
        outcome_id: '12',
        display: `Over ${line}`,
        settle: (s) => won(value(s) > line),
      },
      {
        odd_key: `under ${line}`,
        outcome_id: '13',
        display: `Under ${line}`,
        settle: (s) => won(value(s) < line),
      },
    ],
  };
}

/** Two-way handicap on the home side's line (half lines: never a push). */
function handicap(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  line: number,
  home: string,
  away: string,
  pick: (s: FinalState) => [number, number],
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: `hcp=${line}`,
    priority,
    margin: 0.07,
    uses,
    outcomes: [
      {
        odd_key: `1 (${fmt(line)})`,
        outcome_id: '1714',
        display: `${home} (${fmt(line)})`,
        settle: (s) => won(diff(pick(s)) + line > 0),
      },
      {
        odd_key: `2 (${fmt(-line)})`,
        outcome_id: '1715',
        display: `${away} (${fmt(-line)})`,
        settle: (s) => won(diff(pick(s)) + line < 0),
      },
    ],
  };
}

function winner(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  home: string,
  away: string,
  pick: (s: FinalState) => [number, number],
  sbv = '',
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: sbv,
    priority,
    margin: 0.055,
    uses,
    outcomes: [
      // A level score cannot be final in these sports; pricing grids may hold one, which voids.
      {
        odd_key: '1',
        outcome_id: '4',
        display: home,
        settle: (s) => (diff(pick(s)) === 0 ? 'void' : won(diff(pick(s)) > 0)),
      },
      {
        odd_key: '2',
        outcome_id: '5',
        display: away,
        settle: (s) => (diff(pick(s)) === 0 ? 'void' : won(diff(pick(s)) < 0)),
      },
    ],
  };
}

function correctScore(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  scores: Array<[number, number]>,
  pick: (s: FinalState) => [number, number],
  withOther: boolean,
): MarketDef {
  const listed = new Set(scores.map(([h, a]) => `${h}:${a}`));
  const outcomes: OutcomeDef[] = scores.map(([h, a], i) => ({
    odd_key: `${h}:${a}`,
    outcome_id: String(110 + i),
    display: `${h}:${a}`,
    settle: (s) => {
      const [x, y] = pick(s);
      return won(x === h && y === a);
    },
  }));
  if (withOther) {
    outcomes.push({
      odd_key: 'other',
      outcome_id: '199',
      display: 'Other',
      settle: (s) => won(!listed.has(pick(s).join(':'))),
    });
  }
  return { sub_type_id: sub, name, special_bet_value: '', priority, margin: 0.15, uses, outcomes };
}

function yesNo(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  yes: Settle,
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: '',
    priority,
    margin: 0.07,
    uses,
    outcomes: [
      { odd_key: 'yes', outcome_id: '74', display: 'Yes', settle: yes },
      {
        odd_key: 'no',
        outcome_id: '76',
        display: 'No',
        settle: (s) => (yes(s) === 'won' ? 'lost' : 'won'),
      },
    ],
  };
}

function oddEven(
  sub: number,
  name: string,
  priority: number,
  uses: MarketDef['uses'],
  value: (s: FinalState) => number,
): MarketDef {
  return {
    sub_type_id: sub,
    name,
    special_bet_value: '',
    priority,
    margin: 0.07,
    uses,
    outcomes: [
      { odd_key: 'odd', outcome_id: '70', display: 'Odd', settle: (s) => won(value(s) % 2 === 1) },
      {
        odd_key: 'even',
        outcome_id: '72',
        display: 'Even',
        settle: (s) => won(value(s) % 2 === 0),
      },
    ],
  };
}

const bothScore = (pick: (s: FinalState) => [number, number]) => (s: FinalState) =>
  won(pick(s)[0] > 0 && pick(s)[1] > 0);

/** Soccer: the deep market set (20+ market types, 35 markets with their lines). */
export function soccerMarkets(home: string, away: string): MarketDef[] {
  const markets: MarketDef[] = [
    threeWay(1, '1X2', 1000, 0.055, 'ft', home, away, ft),
    doubleChance(10, 'Double chance', 990, 'ft', home, away, ft),
    ...[2.5, 1.5, 3.5, 0.5, 4.5, 5.5].map((l, i) =>
      total(18, 'Total', 980 - i, 'ft', l, (s) => sum(s.ft)),
    ),
    yesNo(29, 'Both teams to score', 970, 'ft', bothScore(ft)),
    {
      sub_type_id: 11,
      name: 'Draw no bet',
      special_bet_value: '',
      priority: 960,
      margin: 0.06,
      uses: 'ft',
      outcomes: [
        {
          odd_key: '1',
          outcome_id: '4',
          display: home,
          settle: (s) => (diff(s.ft) === 0 ? 'void' : won(diff(s.ft) > 0)),
        },
        {
          odd_key: '2',
          outcome_id: '5',
          display: away,
          settle: (s) => (diff(s.ft) === 0 ? 'void' : won(diff(s.ft) < 0)),
        },
      ],
    },
    threeWay(60, '1st half - 1X2', 950, 0.07, 'ht', home, away, ht),
    threeWay(83, '2nd half - 1X2', 945, 0.07, 'both', home, away, secondHalf),
    {
      sub_type_id: 47,
      name: 'Halftime/fulltime',
      special_bet_value: '',
      priority: 940,
      margin: 0.12,
      uses: 'both',
      outcomes: ['1', 'X', '2'].flatMap((h, i) =>
        ['1', 'X', '2'].map((f, j) => ({
          odd_key: `${h}/${f}`,
          outcome_id: String(418 + i * 3 + j),
          display: `${h === '1' ? home : h === '2' ? away : 'Draw'}/${f === '1' ? home : f === '2' ? away : 'Draw'}`,
          settle: (s: FinalState) => won(sign(diff(s.ht)) === h && sign(diff(s.ft)) === f),
        })),
      ),
    },
    correctScore(
      45,
      'Correct score',
      930,
      'ft',
      [
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 0],
        [3, 1],
        [3, 2],
        [4, 0],
        [4, 1],
        [4, 2],
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
        [0, 1],
        [0, 2],
        [1, 2],
        [0, 3],
        [1, 3],
        [2, 3],
        [0, 4],
        [1, 4],
        [2, 4],
      ],
      ft,
      true,
    ),
    ...[-1.5, -0.5, 0.5, 1.5].map((l, i) =>
      handicap(16, 'Asian handicap', 920 - i, 'ft', l, home, away, ft),
    ),
    ...[
      [0, 1],
      [1, 0],
    ].map(([h, a], i) => ({
      sub_type_id: 14,
      name: 'Handicap',
      special_bet_value: `hcp=${h}:${a}`,
      priority: 910 - i,
      margin: 0.08,
      uses: 'ft' as const,
      outcomes: (['1', 'X', '2'] as const).map((k, j) => ({
        odd_key: `${k} (${h}:${a})`,
        outcome_id: String(1711 + j),
        display: `${k === '1' ? home : k === '2' ? away : 'Draw'} (${h}:${a})`,
        settle: (s: FinalState) =>
          won(sign(s.ft[0] + (h as number) - s.ft[1] - (a as number)) === k),
      })),
    })),
    oddEven(26, 'Odd/even', 900, 'ft', (s) => sum(s.ft)),
    doubleChance(63, '1st half - double chance', 890, 'ht', home, away, ht),
    ...[0.5, 1.5].map((l, i) => total(68, '1st half - total', 880 - i, 'ht', l, (s) => sum(s.ht))),
    total(90, '2nd half - total', 875, 'both', 1.5, (s) => sum(secondHalf(s))),
    yesNo(75, '1st half - both teams to score', 870, 'ht', bothScore(ht)),
    correctScore(
      81,
      '1st half - correct score',
      860,
      'ht',
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
        [2, 0],
        [0, 2],
        [2, 1],
        [1, 2],
        [2, 2],
      ],
      ht,
      true,
    ),
    {
      sub_type_id: 52,
      name: 'Highest scoring half',
      special_bet_value: '',
      priority: 850,
      margin: 0.08,
      uses: 'both',
      outcomes: [
        {
          odd_key: '1st half',
          outcome_id: '436',
          display: '1st half',
          settle: (s) => won(sum(s.ht) > sum(secondHalf(s))),
        },
        {
          odd_key: '2nd half',
          outcome_id: '438',
          display: '2nd half',
          settle: (s) => won(sum(s.ht) < sum(secondHalf(s))),
        },
        {
          odd_key: 'equal',
          outcome_id: '440',
          display: 'Equal',
          settle: (s) => won(sum(s.ht) === sum(secondHalf(s))),
        },
      ],
    },
    ...[0.5, 1.5].map((l, i) => total(19, `${home} total`, 840 - i, 'ft', l, (s) => s.ft[0])),
    ...[0.5, 1.5].map((l, i) => total(20, `${away} total`, 830 - i, 'ft', l, (s) => s.ft[1])),
    {
      sub_type_id: 21,
      name: 'Exact goals',
      special_bet_value: '',
      priority: 820,
      margin: 0.1,
      uses: 'ft',
      outcomes: ['0', '1', '2', '3', '4', '5', '6+'].map((k, i) => ({
        odd_key: k,
        outcome_id: String(88 + i),
        display: k === '6+' ? '6+ goals' : `${k} goals`,
        settle: (s: FinalState) => won(k === '6+' ? sum(s.ft) >= 6 : sum(s.ft) === Number(k)),
      })),
    },
    {
      sub_type_id: 35,
      name: '1X2 & both teams to score',
      special_bet_value: '',
      priority: 810,
      margin: 0.1,
      uses: 'ft',
      outcomes: ['1', 'X', '2'].flatMap((r, i) =>
        ['yes', 'no'].map((b, j) => ({
          odd_key: `${r} & ${b}`,
          outcome_id: String(78 + i * 2 + j),
          display: `${r === '1' ? home : r === '2' ? away : 'Draw'} & ${b}`,
          settle: (s: FinalState) =>
            won(sign(diff(s.ft)) === r && (bothScore(ft)(s) === 'won') === (b === 'yes')),
        })),
      ),
    },
    {
      sub_type_id: 37,
      name: '1X2 & total',
      special_bet_value: 'total=2.5',
      priority: 800,
      margin: 0.1,
      uses: 'ft',
      outcomes: ['1', 'X', '2'].flatMap((r, i) =>
        ['under', 'over'].map((t, j) => ({
          odd_key: `${r} & ${t} 2.5`,
          outcome_id: String(794 + i * 2 + j),
          display: `${r === '1' ? home : r === '2' ? away : 'Draw'} & ${t} 2.5`,
          settle: (s: FinalState) =>
            won(sign(diff(s.ft)) === r && sum(s.ft) > 2.5 === (t === 'over')),
        })),
      ),
    },
  ];
  return markets;
}

/** Ice hockey and futsal: regular-time goal markets around the expected total. */
export function goalsMarkets(home: string, away: string, expectedTotal: number): MarketDef[] {
  const mid = Math.floor(expectedTotal) + 0.5;
  return [
    threeWay(1, '1X2', 1000, 0.06, 'ft', home, away, ft),
    doubleChance(10, 'Double chance', 990, 'ft', home, away, ft),
    ...[mid, mid - 1, mid + 1].map((l, i) =>
      total(18, 'Total', 980 - i, 'ft', l, (s) => sum(s.ft)),
    ),
    ...[-1.5, 1.5].map((l, i) => handicap(16, 'Handicap', 960 - i, 'ft', l, home, away, ft)),
    yesNo(29, 'Both teams to score', 950, 'ft', bothScore(ft)),
    oddEven(26, 'Odd/even', 940, 'ft', (s) => sum(s.ft)),
  ];
}

/** Basketball, handball, rugby: winner, totals and handicaps on lines around the expectations. */
export function pointsMarkets(
  sport: SportDef,
  home: string,
  away: string,
  expectedTotal: number,
  expectedMargin: number,
): MarketDef[] {
  const mid = Math.round(expectedTotal) + 0.5;
  const step = sport.sport_id === 2 ? 5 : sport.sport_id === 12 ? 4 : 2;
  const hcp = -Math.round(expectedMargin) + 0.5;
  const totals = [mid, mid - step, mid + step];
  const hcps = [hcp, hcp - step, hcp + step];
  if (sport.draws) {
    return [
      threeWay(1, '1X2', 1000, 0.06, 'ft', home, away, ft),
      doubleChance(10, 'Double chance', 990, 'ft', home, away, ft),
      ...totals.map((l, i) => total(18, 'Total', 980 - i, 'ft', l, (s) => sum(s.ft))),
      ...hcps.map((l, i) => handicap(16, 'Handicap', 960 - i, 'ft', l, home, away, ft)),
      oddEven(26, 'Odd/even', 940, 'ft', (s) => sum(s.ft)),
    ];
  }
  return [
    winner(219, 'Winner (incl. overtime)', 1000, 'ft', home, away, ft),
    ...totals.map((l, i) =>
      total(225, 'Total (incl. overtime)', 980 - i, 'ft', l, (s) => sum(s.ft)),
    ),
    ...hcps.map((l, i) =>
      handicap(223, 'Handicap (incl. overtime)', 960 - i, 'ft', l, home, away, ft),
    ),
    oddEven(224, 'Odd/even (incl. overtime)', 940, 'ft', (s) => sum(s.ft)),
    threeWay(60, '1st half - 1X2', 930, 0.07, 'ht', home, away, ht),
  ];
}

/** Tennis, volleyball, table tennis: match and first-set winner, set score, set handicap, totals. */
export function setsMarkets(
  sport: SportDef,
  home: string,
  away: string,
  totalLine: number,
): MarketDef[] {
  const toWin = sport.sets?.toWin ?? 2;
  const setScores: Array<[number, number]> = [];
  for (let l = 0; l < toWin; l++) setScores.push([toWin, l]);
  for (let l = toWin - 1; l >= 0; l--) setScores.push([l, toWin]);
  const totalOf = (s: FinalState) => (s.setScores ?? []).reduce((acc, [h, a]) => acc + h + a, 0);
  const totalName = sport.sets?.kind === 'tennis' ? 'Total games' : 'Total points';
  const totalSub = sport.sets?.kind === 'tennis' ? 189 : 238;
  return [
    winner(186, 'Winner', 1000, 'sets', home, away, ft),
    winner(
      202,
      '1st set - winner',
      990,
      'sets',
      home,
      away,
      (s) => s.setScores?.[0] ?? [0, 0],
      'setnr=1',
    ),
    correctScore(199, 'Correct score', 980, 'sets', setScores, ft, false),
    handicap(188, 'Set handicap', 970, 'sets', -1.5, home, away, ft),
    handicap(188, 'Set handicap', 969, 'sets', 1.5, home, away, ft),
    ...[
      totalLine,
      totalLine - (totalSub === 189 ? 2 : 6),
      totalLine + (totalSub === 189 ? 2 : 6),
    ].map((l, i) => total(totalSub, totalName, 960 - i, 'sets', l, totalOf)),
  ];
}
