/**
 * The virtual leagues and their clubs. Every league has its own invented clubs (no real club's
 * name), its own ratings and its own kick-off offset within the round, so two leagues never show
 * the same match-day. `attack` scales the goals a team scores and `defence` the goals it
 * concedes (1.0 = league average; a lower defence concedes fewer). The ratings are part of the
 * published fairness input: changing them changes every price and result, so they are fixed in
 * code and served by GET /api/virtuals/league. Team ids are unique across leagues.
 */
export interface VirtualTeamDef {
  id: number;
  name: string;
  short_name: string;
  attack: number;
  defence: number;
}

export interface VirtualLeagueDef {
  id: number;
  /** The deeplink `ref` the web's league tabs select it by. */
  ref: string;
  name: string;
  /** Kick-offs sit this share of a round after the round grid (0, 1/3, 2/3). */
  offsetShare: number;
  teams: readonly VirtualTeamDef[];
}

type Row = [string, string, number, number];
const teams = (firstId: number, rows: readonly Row[]): VirtualTeamDef[] =>
  rows.map(([name, short_name, attack, defence], i) => ({
    id: firstId + i,
    name,
    short_name,
    attack,
    defence,
  }));

export const VIRTUAL_LEAGUES: readonly VirtualLeagueDef[] = Object.freeze([
  {
    id: 41047,
    ref: 'evl',
    name: 'English Virtual League',
    offsetShare: 0,
    teams: teams(1, [
      ['Thames United', 'THU', 1.42, 0.72],
      ['Mersey Reds', 'MER', 1.38, 0.76],
      ['Irwell Blues', 'IRB', 1.45, 0.7],
      ['Holloway Gunners', 'HOG', 1.3, 0.8],
      ['West End Rovers', 'WER', 1.18, 0.9],
      ['Tyneside Magpies', 'TYM', 1.12, 0.92],
      ['Witton Lions', 'WIL', 1.1, 0.95],
      ['Downs Gulls', 'DOG', 1.02, 1.0],
      ['Dockside Toffees', 'DOT', 0.95, 1.0],
      ['Norwood Eagles', 'NOE', 0.92, 1.05],
      ['Trent Foresters', 'TRF', 0.9, 1.08],
      ['Black Country Gold', 'BCG', 0.88, 1.1],
      ['Cherry Town', 'CHT', 0.85, 1.15],
      ['Griffin Park Bees', 'GPB', 0.84, 1.18],
      ['Riverside Cottagers', 'RIC', 0.8, 1.2],
      ['Hammers East', 'HAE', 0.78, 1.25],
    ]),
  },
  {
    id: 41048,
    ref: 'ssl',
    name: 'Shangwe Super League',
    offsetShare: 1 / 3,
    teams: teams(101, [
      ['Savanna Kings', 'SAK', 1.5, 0.7],
      ['Coastline Dhows', 'COD', 1.36, 0.78],
      ['Highland Rhinos', 'HIR', 1.33, 0.8],
      ['Rift Valley Runners', 'RVR', 1.25, 0.84],
      ['Lakeside Flamingos', 'LAF', 1.2, 0.88],
      ['Baobab Stars', 'BAS', 1.14, 0.9],
      ['Golden Harvest', 'GOH', 1.08, 0.96],
      ['Thunder Plains', 'THP', 1.04, 0.98],
      ['Sunrise Warriors', 'SUW', 0.98, 1.02],
      ['Copper Hills', 'COH', 0.95, 1.04],
      ['Ivory Tusks', 'IVT', 0.92, 1.06],
      ['Acacia Rovers', 'ACR', 0.89, 1.1],
      ['Kilima Eagles', 'KIE', 0.86, 1.12],
      ['Delta Crocodiles', 'DEC', 0.83, 1.16],
      ['Jacaranda City', 'JAC', 0.8, 1.2],
      ['Sandstorm Athletic', 'SAA', 0.76, 1.26],
    ]),
  },
  {
    id: 41049,
    ref: 'kpv',
    name: 'Kenyan Premier Virtual',
    offsetShare: 2 / 3,
    teams: teams(201, [
      ['Simba Wanderers', 'SIW', 1.4, 0.74],
      ['Nyati United', 'NYU', 1.36, 0.76],
      ['Twiga Stars', 'TWS', 1.28, 0.82],
      ['Chui Athletic', 'CHA', 1.24, 0.84],
      ['Tembo Rangers', 'TER', 1.16, 0.9],
      ['Kifaru City', 'KIC', 1.12, 0.92],
      ['Mamba Sharks', 'MAS', 1.06, 0.96],
      ['Pundamilia FC', 'PUF', 1.02, 1.0],
      ['Fisi Rovers', 'FIR', 0.98, 1.02],
      ['Korongo Town', 'KOT', 0.94, 1.05],
      ['Swara Athletic', 'SWA', 0.92, 1.07],
      ['Tausi Albion', 'TAA', 0.88, 1.1],
      ['Nyumbu Dynamos', 'NYD', 0.86, 1.13],
      ['Kiboko Wanderers', 'KIW', 0.82, 1.17],
      ['Ndovu Academicals', 'NDA', 0.79, 1.21],
      ['Kanga United', 'KAU', 0.76, 1.24],
    ]),
  },
]);

/** The first league's clubs (the country's default league). */
export const VIRTUAL_TEAMS: readonly VirtualTeamDef[] = VIRTUAL_LEAGUES[0]!.teams;

const ALL_TEAMS = new Map(VIRTUAL_LEAGUES.flatMap((l) => l.teams.map((t) => [t.id, t] as const)));

export function teamById(id: number): VirtualTeamDef {
  const team = ALL_TEAMS.get(id);
  if (!team) throw new Error(`no virtual team ${id}`);
  return team;
}

/** A league by id or deeplink ref. */
export function virtualLeagueDef(idOrRef: number | string): VirtualLeagueDef | undefined {
  return VIRTUAL_LEAGUES.find((l) => l.id === idOrRef || l.ref === idOrRef);
}
