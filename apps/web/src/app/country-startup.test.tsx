import { getCountryConfig, isCountryCode, toPublicConfig } from '@shangwe/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountryStore } from '../shared/country-store';
import { CountryStartup, leaveSite } from './country-startup';

type Answer = { status: number; body: unknown } | 'network-error';
let geo: Answer;
const calls: string[] = [];

function respond(url: string): Response {
  calls.push(url);
  const parsed = new URL(url, 'http://localhost');
  if (parsed.pathname === '/api/geo') {
    if (geo === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(geo.body), { status: geo.status });
  }
  if (parsed.pathname === '/api/config') {
    const code = parsed.searchParams.get('country') ?? '';
    if (!isCountryCode(code))
      return new Response('{"error":{"message":"Unknown country"}}', { status: 400 });
    return new Response(JSON.stringify({ data: toPublicConfig(getCountryConfig(code)) }), {
      status: 200,
    });
  }
  return new Response('{}', { status: 404 });
}

beforeEach(() => {
  calls.length = 0;
  geo = { status: 200, body: { countryCode: 'GH', country: 'Ghana' } };
  useCountryStore.setState({ code: null, config: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => respond(url)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function AppContent() {
  const currency = useCountryStore((s) => s.config?.currency);
  return <p data-testid="app-content">{currency}</p>;
}

function renderStartup() {
  return render(
    <CountryStartup>
      <AppContent />
    </CountryStartup>,
  );
}

describe('country start-up (spec 02 §4.1)', () => {
  it('applies a saved code without asking and without a lookup', async () => {
    localStorage.setItem('country_code', 'NG');
    renderStartup();
    expect(await screen.findByTestId('app-content')).toHaveTextContent('NGN');
    expect(calls.some((u) => u.includes('/api/geo'))).toBe(false);
    expect(screen.queryByTestId('country-sheet')).not.toBeInTheDocument();
  });

  it('looks the visitor up, lists Ethiopia, Kenya, Ghana, Nigeria with the app hidden, then applies Ghana', async () => {
    renderStartup();
    const sheet = await screen.findByTestId('country-sheet');
    const names = [...sheet.querySelectorAll('.country-name')].map((n) => n.textContent);
    expect(names).toEqual(['Ethiopia', 'Kenya', 'Ghana', 'Nigeria']);
    expect(screen.getByRole('radio', { name: /Ghana/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByTestId('app-content')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByTestId('app-content')).toHaveTextContent('GHS');
    expect(localStorage.getItem('country_code')).toBe('GH');
    expect(useCountryStore.getState().config?.maximumBetAmount).toBe(5000);
  });

  it('sends Ethiopia to the Ethiopia site', async () => {
    const to = vi.spyOn(leaveSite, 'to').mockImplementation(() => undefined);
    renderStartup();
    await userEvent.click(await screen.findByRole('radio', { name: /Ethiopia/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(to).toHaveBeenCalledWith('https://shangwe.et/');
    expect(localStorage.getItem('country_code')).toBeNull();
    to.mockRestore();
  });

  it('preselects Kenya when the lookup answers an unsupported code', async () => {
    geo = { status: 200, body: { countryCode: 'US', country: 'United States' } };
    renderStartup();
    expect(await screen.findByRole('radio', { name: /Kenya/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it.each<[string, Answer]>([
    ['a network failure', 'network-error'],
    ['a server error', { status: 503, body: { error: { message: 'down' } } }],
  ])('saves and uses Kenya after %s of the lookup', async (_, answer) => {
    geo = answer;
    renderStartup();
    expect(await screen.findByTestId('app-content')).toHaveTextContent('KES');
    expect(localStorage.getItem('country_code')).toBe('KE');
    expect(screen.queryByTestId('country-sheet')).not.toBeInTheDocument();
  });

  it('treats a saved unsupported code as Kenya', async () => {
    localStorage.setItem('country_code', 'TZ');
    renderStartup();
    expect(await screen.findByTestId('app-content')).toHaveTextContent('KES');
    expect(localStorage.getItem('country_code')).toBe('KE');
  });

  it('sends X-Country on calls once a country applies', async () => {
    localStorage.setItem('country_code', 'GH');
    renderStartup();
    await screen.findByTestId('app-content');
    const { api } = await import('../lib/api-client');
    const fetchMock = vi.mocked(fetch);
    await api.get('geo').catch(() => undefined);
    const init = fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-Country']).toBe('GH');
  });
});
