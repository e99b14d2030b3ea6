import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie } from '../../../lib/cookies';
import { DEVICE_ID_KEY, registerDevice } from './devices';

interface Call {
  method: string;
  url: string;
  body: URLSearchParams;
}

/** Answers the device calls; PATCH of an id the server does not know is a 404. */
function deviceServer(known: number[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body ?? ''));
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(input), body });
      const device = (id: number) => ({
        user_device_id: id,
        client_id: 2,
        device_id: body.get('device_id'),
        profile_id: 12,
        status: 1,
      });
      if (method === 'POST') return Response.json(device(700 + calls.length), { status: 201 });
      const id = Number(body.get('user_device_id'));
      return known.includes(id)
        ? Response.json(device(id))
        : Response.json(
            { error: { code: 'DEVICE_NOT_FOUND', message: 'This device is not registered' } },
            { status: 404 },
          );
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie('user_device_id');
});

describe('registerDevice (spec 02 §4.4)', () => {
  it('registers with POST when no device id is stored, keeping the answer in a cookie', async () => {
    const calls = deviceServer([]);
    const id = await registerDevice(12, 'tok');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toMatch(/\/api\/notifications\/devices$/);
    expect(Object.fromEntries(calls[0]!.body)).toMatchObject({
      client_id: '2',
      profile_id: '12',
      status: '1',
      token: 'tok',
      device_id: localStorage.getItem(DEVICE_ID_KEY),
    });
    expect(calls[0]!.body.has('user_device_id')).toBe(false);
    expect(getCookie('user_device_id')).toBe(String(id));
    expect(document.cookie).toContain(`user_device_id=${id}`);
  });

  it('updates with PATCH once an id is stored, with the same device id', async () => {
    const calls = deviceServer([701]);
    expect(await registerDevice(12, 'tok')).toBe(701);
    const deviceId = calls[0]!.body.get('device_id');
    expect(await registerDevice(12, 'tok')).toBe(701);
    expect(calls[1]!.method).toBe('PATCH');
    expect(calls[1]!.body.get('user_device_id')).toBe('701');
    expect(calls[1]!.body.get('device_id')).toBe(deviceId);
  });

  it('registers again when the stored id is unknown to the server', async () => {
    document.cookie = 'user_device_id=5; path=/';
    const calls = deviceServer([]);
    const id = await registerDevice(12, 'tok');
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'POST']);
    expect(getCookie('user_device_id')).toBe(String(id));
  });
});
