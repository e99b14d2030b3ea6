import { describe, expect, it } from 'vitest';
import { FALLBACK_PUSH_TITLE, clickTarget, pushNotificationSpec } from './push-message';

const ORIGIN = 'https://shangwe.example';

describe('pushNotificationSpec', () => {
  it('shows the push with its title and text, and keeps its page for the click', () => {
    const spec = pushNotificationSpec(
      JSON.stringify({
        title: 'Congratulations!',
        body: 'Your bet ABC123 won KES 1,950.00',
        url: '/mybets/41',
        notification_id: 77,
        type: 'bet won',
      }),
    );
    expect(spec.title).toBe('Congratulations!');
    expect(spec.options).toMatchObject({
      body: 'Your bet ABC123 won KES 1,950.00',
      tag: 'notification-77',
      data: { url: '/mybets/41', notification_id: 77 },
    });
  });

  it('tolerates an empty, plain-text or partial push', () => {
    expect(pushNotificationSpec(null).title).toBe(FALLBACK_PUSH_TITLE);
    expect(pushNotificationSpec('Hello').options.body).toBe('Hello');
    const partial = pushNotificationSpec(JSON.stringify({ title: 7, body: 'x' }));
    expect(partial.title).toBe(FALLBACK_PUSH_TITLE);
    expect(partial.options.data.url).toBe('/notifications');
    expect(partial.options.tag).toBe('notification');
  });
});

describe('clickTarget', () => {
  it('opens the push page on this site only', () => {
    expect(clickTarget('/freebets', ORIGIN)).toBe(`${ORIGIN}/freebets`);
    expect(clickTarget(`${ORIGIN}/mybets/3`, ORIGIN)).toBe(`${ORIGIN}/mybets/3`);
    expect(clickTarget('https://elsewhere.example/x', ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(clickTarget('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(clickTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });
});
