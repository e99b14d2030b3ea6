/**
 * The navigation entries of the top nav second row (spec 02 §2.4) and the overlay menu
 * (spec 02 §2.7), each gated by availableProducts. Pure, so gating is tested without a screen.
 */
import type { ProductKey, PublicCountryConfig } from '@shangwe/domain';
import { productSlug } from './routes';
import { msg } from '../lib/i18n';

/** One navigation entry: an internal route (`to`) or an external link (`href`, new tab). */
export interface NavEntry {
  key: string;
  label: string;
  to?: string;
  href?: string;
  /** The product that must be available; absent means always shown. */
  product?: ProductKey;
  /** Which badge count to show: live matches or bet-builder matches. */
  count?: 'live' | 'betBuilder';
  /** Shows a 'New' badge. */
  isNew?: boolean;
  logoUrl?: string;
  /** A second line under the label (phone number, e-mail). */
  detail?: string;
  /** Rich, data-heavy section: asks the premium-zone question first. */
  premium?: boolean;
}

function gate(config: PublicCountryConfig, entries: NavEntry[]): NavEntry[] {
  const available = new Set<string>(config.availableProducts);
  // An external link the country leaves empty (no app link) is no entry at all.
  return entries.filter(
    (e) =>
      (!e.product || available.has(e.product)) && !(e.href !== undefined && e.href.trim() === ''),
  );
}

/** The super-league path of the golden-race product. */
export function leaguePath(config: PublicCountryConfig): string {
  return `/${productSlug(config.brand)}-super-league`;
}

/** Second row of the top navigation for a layout. */
export function productNavEntries(config: PublicCountryConfig, isDesktop: boolean): NavEntry[] {
  const entries: NavEntry[] = [
    { key: 'home', label: msg('Home'), to: '/' },
    ...(isDesktop
      ? [{ key: 'live', label: msg('Live'), to: '/live', count: 'live' as const }]
      : []),
    { key: 'jackpots', label: msg('Jackpots'), to: '/jackpots', product: 'jackpots' },
    {
      key: 'shikisha',
      label: config.shikishaName,
      to: `/${productSlug(config.shikishaName)}`,
      product: 'shikisha',
      count: 'betBuilder',
    },
    { key: 'livescore', label: msg('Live Score'), to: '/livescore', product: 'livescore' },
    { key: 'app', label: msg('App'), href: config.appLink, product: 'appLink' },
    { key: 'offers', label: msg('Offers'), to: '/offers', product: 'offersNRewards' },
    ...(isDesktop
      ? [
          {
            key: 'league',
            label: config.goldenRaceDeeplinks[0]?.name ?? msg('League'),
            to: leaguePath(config),
            product: 'goldenRace' as const,
            premium: true,
          },
        ]
      : []),
    { key: 'virtual', label: msg('Virtual'), to: '/virtual', product: 'virtuals', premium: true },
    {
      key: 'split-pot',
      label: config.splitPotName,
      to: `/${productSlug(config.splitPotName)}`,
      product: 'splitPot',
    },
    { key: 'casino', label: msg('Casino'), to: '/casino', product: 'casino', premium: true },
    ...(isDesktop
      ? [
          {
            key: 'download-fixtures',
            label: msg('Print Matches'),
            to: '/download-fixtures',
            product: 'downloadFixtures' as const,
          },
          { key: 'help', label: msg('Help & Support'), href: config.helpLink },
        ]
      : []),
  ];
  return gate(config, entries);
}

/** The product entries of the overlay menu (spec 02 §2.7). */
export function menuEntries(config: PublicCountryConfig): NavEntry[] {
  const league = leaguePath(config);
  const entries: NavEntry[] = [
    { key: 'prematch', label: msg('Prematch'), to: '/' },
    { key: 'live', label: msg('Live Games'), to: '/live', count: 'live' },
    { key: 'jackpots', label: msg('Jackpots'), to: '/jackpots', product: 'jackpots' },
    { key: 'virtual', label: msg('Virtuals'), to: '/virtual', product: 'virtuals', premium: true },
    { key: 'casino', label: msg('Casino'), to: '/casino', product: 'casino', premium: true },
    // Sababisha is always shown (spec 02 §1).
    { key: 'sababisha', label: config.sababishaName, to: `/${productSlug(config.sababishaName)}` },
    {
      key: 'split-pot',
      label: config.splitPotName,
      to: `/${productSlug(config.splitPotName)}`,
      product: 'splitPot',
    },
    {
      key: 'shikisha',
      label: config.shikishaName,
      to: `/${productSlug(config.shikishaName)}`,
      product: 'shikisha',
      count: 'betBuilder',
    },
    ...config.goldenRaceDeeplinks.map((link): NavEntry => ({
      key: `league-${link.ref}`,
      label: link.name,
      to: link.ref ? `${league}?ref=${encodeURIComponent(link.ref)}` : league,
      product: 'goldenRace',
      logoUrl: link.logoUrl,
      premium: true,
    })),
    { key: 'livescore', label: msg('Live Score'), to: '/livescore', product: 'livescore' },
    {
      key: 'freebets',
      label: msg('Offers & Rewards'),
      to: '/freebets',
      product: 'offersNRewards',
      isNew: true,
    },
    { key: 'app', label: msg('Download App'), href: config.appLink, product: 'appLink' },
  ];
  return gate(config, entries);
}

/** Get Help entries (spec 01 §2 help list). */
export function helpEntries(config: PublicCountryConfig): NavEntry[] {
  return [
    { key: 'help-center', label: msg('Visit the Help Center'), href: config.helpLink },
    { key: 'support-chat', label: msg('Chat with us'), to: '/support-chat' },
    {
      key: 'responsible-gaming',
      label: msg('Responsible Gaming'),
      ...(config.responsibleGamingLink.startsWith('/')
        ? { to: config.responsibleGamingLink }
        : { href: config.responsibleGamingLink }),
    },
    {
      key: 'customer-service',
      label: msg('Customer Service'),
      detail: config.supportNumber,
      href: `tel:${config.supportNumber.replace(/\s+/g, '')}`,
    },
    {
      key: 'report',
      label: msg('Report a Problem'),
      detail: config.supportEmail,
      href: `mailto:${config.supportEmail}`,
    },
  ];
}
