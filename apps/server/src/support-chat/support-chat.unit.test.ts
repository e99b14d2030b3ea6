import { describe, expect, it } from 'vitest';
import { readSupportChatConfig, supportAvailability } from './config';
import { sniffImageType } from './images';

describe('support chat hours', () => {
  const config = readSupportChatConfig({
    SUPPORT_CHAT_HOURS: '08:00-22:00',
    SUPPORT_CHAT_TIMEZONE: 'Africa/Nairobi',
    SUPPORT_CHAT_REPLY_HOURS: '10',
  });

  it('is on duty inside the hours of its time zone and promises a reply time outside them', () => {
    // 09:30 in Nairobi is 06:30 UTC.
    expect(supportAvailability(config, new Date('2026-11-27T06:30:00Z'))).toEqual({
      online: true,
      hours: '08:00–22:00 (Nairobi time)',
      notice: 'An agent will answer you here in a few minutes.',
    });
    // 23:15 in Nairobi.
    expect(supportAvailability(config, new Date('2026-11-27T20:15:00Z'))).toMatchObject({
      online: false,
      notice: 'Our agents are offline now. We reply within 10 hours.',
    });
  });

  it('takes hours across midnight and all day', () => {
    const night = readSupportChatConfig({
      SUPPORT_CHAT_HOURS: '20:00-06:00',
      SUPPORT_CHAT_TIMEZONE: 'UTC',
    });
    expect(supportAvailability(night, new Date('2026-11-27T23:00:00Z')).online).toBe(true);
    expect(supportAvailability(night, new Date('2026-11-27T12:00:00Z')).online).toBe(false);
    const always = readSupportChatConfig({ SUPPORT_CHAT_HOURS: '00:00-24:00' });
    expect(supportAvailability(always, new Date('2026-11-27T03:00:00Z')).online).toBe(true);
  });

  it('refuses hours, zones and reply times it cannot read', () => {
    expect(() => readSupportChatConfig({ SUPPORT_CHAT_HOURS: '8-22' })).toThrow(/HH:MM-HH:MM/);
    expect(() => readSupportChatConfig({ SUPPORT_CHAT_TIMEZONE: 'Mars/Olympus' })).toThrow(
      /time zone/,
    );
    expect(() => readSupportChatConfig({ SUPPORT_CHAT_REPLY_HOURS: '0' })).toThrow(/whole number/);
  });
});

describe('image sniffing', () => {
  const bytes = (...b: (number | string)[]) =>
    new Uint8Array(
      b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])),
    );

  it('reads the type from the first bytes, whatever the name says', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes('GIF89a', 1))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, SVG and look-alikes included', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
