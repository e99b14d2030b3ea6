import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { SmsChannelConfig } from './sms-config';

/**
 * Whether an inbound gateway callback may be believed: the secret path segment must match
 * (compared in constant time) and, when an allow-list is configured, the caller's address
 * (after TRUST_PROXY) must be on it. With neither a secret nor a list (production without
 * SMS_CALLBACK_SECRET) every callback is refused: an open endpoint would let anybody bet
 * from any phone number.
 */
export function callbackGuard(config: SmsChannelConfig) {
  const allow = new BlockList();
  for (const entry of config.callbackAllowIps) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (bits !== undefined) allow.addSubnet(address!, Number(bits), family);
    else allow.addAddress(address!, family);
  }
  const secret = config.callbackSecret ? Buffer.from(config.callbackSecret) : null;
  return (given: string, ip: string): boolean => {
    if (!secret && config.callbackAllowIps.length === 0) return false;
    if (secret) {
      const candidate = Buffer.from(given);
      if (candidate.length !== secret.length || !timingSafeEqual(candidate, secret)) return false;
    }
    if (config.callbackAllowIps.length > 0) {
      const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
      if (!allow.check(plain, family)) return false;
    }
    return true;
  };
}
