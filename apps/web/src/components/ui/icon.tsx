/** A small set of inline icons (no icon font or image request). */
const PATHS = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  live: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-7.1-3.5 1.4 1.4A8.96 8.96 0 0 0 3 12c0 2.5 1 4.7 2.6 6.3l-1.4 1.4A10.95 10.95 0 0 1 1 12c0-3 1.2-5.6 3.9-7.5zm14.2 0C21.8 6.4 23 9 23 12s-1.2 5.6-3.2 7.7l-1.4-1.4A8.96 8.96 0 0 0 21 12c0-2.5-1-4.7-2.6-6.3z',
  betslip:
    'M6 2h12a2 2 0 0 1 2 2v16l-3-2-3 2-2-1.5L10 20l-3-2-3 2V4a2 2 0 0 1 2-2zm2 5v2h8V7zm0 4v2h8v-2z',
  mybets: 'M4 4h16v2H4zm0 4h16v12H4zm3 3v2h10v-2zm0 4v2h6v-2z',
  profile:
    'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z',
  search:
    'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  bell: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
  sun: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 2.8l2.1 2.1-1.4 1.4-2.1-2.1zm14.9 14.9 2.1 2.1-1.4 1.4-2.1-2.1zM2.8 19.8l2.1-2.1 1.4 1.4-2.1 2.1zM17.7 4.9l2.1-2.1 1.4 1.4-2.1 2.1z',
  moon: 'M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5z',
  close:
    'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  up: 'M12 6 4 14l1.4 1.4L12 8.8l6.6 6.6L20 14z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  offline:
    'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-3.1-3.1H6a5 5 0 0 1-.9-9.9zM20 18.2l-10.8-11A7 7 0 0 1 18.6 10 4.5 4.5 0 0 1 20 18.2z',
} as const;

/** Names of the available icons. */
export type IconName = keyof typeof PATHS;

/** An inline 24x24 icon in the current text colour. */
export function Icon({
  name,
  size = 22,
  label,
}: {
  name: IconName;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
