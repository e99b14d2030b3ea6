/**
 * Small flag drawings for the country lists. Emoji flags do not render on many Android and
 * desktop systems (they show as letter boxes), so each supported flag is drawn as SVG.
 */
const STAR = 'M0,-1 L0.588,0.809 L-0.951,-0.309 L0.951,-0.309 L-0.588,0.809 Z';

/** A 24x16 flag of `code` (ET, KE, GH, NG), or its emoji for any other code. */
export function Flag({ code, emoji }: { code: string; emoji: string }) {
  const svg = (children: React.ReactNode) => (
    <svg width="24" height="16" viewBox="0 0 24 16" aria-hidden="true" className="flag">
      {children}
    </svg>
  );
  switch (code) {
    case 'ET':
      return svg(
        <>
          <rect width="24" height="16" fill="#078930" />
          <rect y="5.33" width="24" height="5.34" fill="#fcdd09" />
          <rect y="10.67" width="24" height="5.33" fill="#da121a" />
          <circle cx="12" cy="8" r="3.6" fill="#0f47af" />
          <path d={STAR} transform="translate(12 8.3) scale(2.4)" fill="#fcdd09" />
        </>,
      );
    case 'KE':
      return svg(
        <>
          <rect width="24" height="16" fill="#fff" />
          <rect width="24" height="4.6" fill="#000" />
          <rect y="5.7" width="24" height="4.6" fill="#b00" />
          <rect y="11.4" width="24" height="4.6" fill="#006600" />
          <ellipse cx="12" cy="8" rx="2.6" ry="5" fill="#b00" stroke="#000" strokeWidth="0.8" />
        </>,
      );
    case 'GH':
      return svg(
        <>
          <rect width="24" height="16" fill="#ce1126" />
          <rect y="5.33" width="24" height="5.34" fill="#fcd116" />
          <rect y="10.67" width="24" height="5.33" fill="#006b3f" />
          <path d={STAR} transform="translate(12 8.3) scale(2.6)" fill="#000" />
        </>,
      );
    case 'NG':
      return svg(
        <>
          <rect width="24" height="16" fill="#008751" />
          <rect x="8" width="8" height="16" fill="#fff" />
        </>,
      );
    default:
      return <span aria-hidden="true">{emoji}</span>;
  }
}
