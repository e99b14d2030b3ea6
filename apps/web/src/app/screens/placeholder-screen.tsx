import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/app-link';
import type { AppRoute } from '../routes';

/**
 * Shown by a route whose screen no feature has registered yet: the route's title inside the
 * right layout, with ways to move on, never a blank page.
 */
export function PlaceholderScreen({ route }: { route: AppRoute }) {
  const navigate = useNavigate();
  const params = useParams();
  const detail = Object.values(params)
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => decodeURIComponent(v).replace(/-/g, ' '))
    .join(' · ');
  return (
    <section
      className="page placeholder"
      data-testid="placeholder-screen"
      data-screen={route.screen}
    >
      <h1>{route.title}</h1>
      {detail ? <p className="muted">{detail}</p> : null}
      <p>This section is not open yet. Meanwhile you can bet on today&apos;s matches.</p>
      <div className="row-actions">
        <Link className="btn btn-primary" to="/">
          Go to Home
        </Link>
        <Link className="btn btn-secondary" to="/live">
          Live games
        </Link>
        <button type="button" className="btn btn-ghost" onClick={() => void navigate(-1)}>
          Back
        </button>
      </div>
    </section>
  );
}
