/**
 * The virtual league's clubs and their ratings. `attack` scales the goals a team scores and
 * `defence` the goals it concedes (1.0 = league average; a lower defence concedes fewer). The
 * ratings are part of the published fairness input: changing them changes every price and
 * result, so they are fixed in code and served by GET /api/virtuals/league.
 */
export interface VirtualTeamDef {
  id: number;
  name: string;
  short_name: string;
  attack: number;
  defence: number;
}

export const VIRTUAL_TEAMS: readonly VirtualTeamDef[] = Object.freeze([
  { id: 1, name: 'Thames United', short_name: 'THU', attack: 1.42, defence: 0.72 },
  { id: 2, name: 'Mersey Reds', short_name: 'MER', attack: 1.38, defence: 0.76 },
  { id: 3, name: 'Manchester Blues', short_name: 'MAB', attack: 1.45, defence: 0.7 },
  { id: 4, name: 'North London', short_name: 'NLO', attack: 1.3, defence: 0.8 },
  { id: 5, name: 'West End Rovers', short_name: 'WER', attack: 1.18, defence: 0.9 },
  { id: 6, name: 'Tyne Magpies', short_name: 'TYM', attack: 1.12, defence: 0.92 },
  { id: 7, name: 'Villa Park Lions', short_name: 'VPL', attack: 1.1, defence: 0.95 },
  { id: 8, name: 'Brighton Gulls', short_name: 'BRG', attack: 1.02, defence: 1.0 },
  { id: 9, name: 'Everton Toffees', short_name: 'EVT', attack: 0.95, defence: 1.0 },
  { id: 10, name: 'Palace Eagles', short_name: 'PAE', attack: 0.92, defence: 1.05 },
  { id: 11, name: 'Forest Reds', short_name: 'FOR', attack: 0.9, defence: 1.08 },
  { id: 12, name: 'Wolves Gold', short_name: 'WOG', attack: 0.88, defence: 1.1 },
  { id: 13, name: 'Cherry Town', short_name: 'CHT', attack: 0.85, defence: 1.15 },
  { id: 14, name: 'Bees Brentford', short_name: 'BEB', attack: 0.84, defence: 1.18 },
  { id: 15, name: 'Fulham Cottagers', short_name: 'FUC', attack: 0.8, defence: 1.2 },
  { id: 16, name: 'Hammers East', short_name: 'HAE', attack: 0.78, defence: 1.25 },
]);

export function teamById(id: number): VirtualTeamDef {
  const team = VIRTUAL_TEAMS.find((t) => t.id === id);
  if (!team) throw new Error(`no virtual team ${id}`);
  return team;
}
