import { randomInt } from 'node:crypto';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@shangwe/contract';

/**
 * A new share code: SHARE_CODE_LENGTH characters drawn with the CSPRNG from an alphabet without
 * look-alikes. 31^7 ≈ 2.75e10 codes, so guessing a live one is hopeless while typing one off a
 * screen stays easy.
 */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) {
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  }
  return code;
}

/** The public link that opens a shared slip (web route /share/{shareCode}). */
export function shareLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/share/${code}`;
}

/** Links that open each network's share dialog with the slip link. */
export function socialUrls(link: string, code: string) {
  const text = `Check out my betslip ${code}`;
  const encodedLink = encodeURIComponent(link);
  const encodedText = encodeURIComponent(text);
  const tweet = `https://twitter.com/intent/tweet?text=${encodedText}&url=${encodedLink}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`,
    twitter: tweet,
    x: `https://x.com/intent/post?text=${encodedText}&url=${encodedLink}`,
    telegram: `https://t.me/share/url?url=${encodedLink}&text=${encodedText}`,
  };
}
