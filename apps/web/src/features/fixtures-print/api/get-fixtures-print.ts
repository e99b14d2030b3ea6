import { endpoints, type FixturesPrintResponse } from '@shangwe/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiBase } from '../../../lib/api-client';

/** What the page asks for: a sport and a day (the server's today when left out). */
export interface FixturesPrintFilter {
  sportId: number;
  day: string | undefined;
  country: string | null;
}

function queryOf(filter: FixturesPrintFilter): Record<string, string | number> {
  return {
    sport_id: filter.sportId,
    ...(filter.day ? { day: filter.day } : {}),
    ...(filter.country ? { country: filter.country } : {}),
  };
}

/** GET /api/fixtures/print: the coming matches of a sport and day with their main odds. */
export function getFixturesPrint(
  filter: FixturesPrintFilter,
  signal?: AbortSignal,
): Promise<FixturesPrintResponse> {
  return api.call(endpoints.fixturesPrint, { query: queryOf(filter) }, { signal });
}

export function fixturesPrintQueryOptions(filter: FixturesPrintFilter) {
  return queryOptions({
    queryKey: [
      'fixtures',
      'print',
      filter.sportId,
      filter.day ?? '',
      filter.country ?? '',
    ] as const,
    queryFn: ({ signal }) => getFixturesPrint(filter, signal),
    staleTime: 60_000,
  });
}

/** The list for the filters, keeping the previous list on screen while the next one loads. */
export function useFixturesPrint(filter: FixturesPrintFilter) {
  return useQuery({ ...fixturesPrintQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Address of the PDF of the same list (a plain link: the browser downloads it). */
export function fixturesPdfUrl(filter: FixturesPrintFilter): string {
  const params = new URLSearchParams(
    Object.entries(queryOf(filter)).map(([k, v]) => [k, String(v)]),
  );
  return `${apiBase('base')}fixtures/print.pdf?${params.toString()}`;
}
