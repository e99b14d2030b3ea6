import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push-endpoints';

describe('push endpoints the server will call', () => {
  it('takes public https push services in production', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ])
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(true);
  });

  it('refuses http, credentials, private, loopback, link-local and bare IP hosts in production', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@push.example.com/x',
      'https://localhost/push/1',
      'https://127.0.0.1/push/1',
      'https://10.1.2.3/push/1',
      'https://192.168.1.10/push/1',
      'https://172.20.0.5/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://metadata.internal/x',
      'https://8.8.8.8/push/1',
      'not a url',
    ])
      expect(pushEndpointAllowed(endpoint, true), endpoint).toBe(false);
  });

  it('allows a local push service outside production (tests, demos)', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9999/push/sub-1', false)).toBe(true);
    expect(pushEndpointAllowed('ftp://127.0.0.1/push', false)).toBe(false);
  });
});
