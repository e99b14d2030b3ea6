import { Link } from '../../lib/app-link';
import { DEFAULT_EMPTY_MESSAGE } from '../../components/ui/empty-state';

/** What a screen shows when it failed to load or render. */
export function RouteErrorView({ error }: { error: Error }) {
  const message = error.name === 'ChunkLoadTimeoutError' ? error.message : DEFAULT_EMPTY_MESSAGE;
  return (
    <section className="page empty-state" role="alert" data-testid="route-error">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <div className="row-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn-secondary" to="/" reloadDocument>
          Go to Home
        </Link>
      </div>
    </section>
  );
}
