import { Link } from 'react-router';

/** Shown when a sport or competition in the address does not exist (any more). */
export function SportNotFound({ what = 'sport' }: { what?: 'sport' | 'competition' }) {
  return (
    <div className="list-message" role="alert">
      <p>
        {what === 'sport' ? 'This sport is not available' : 'This competition is not available'}
      </p>
      <Link className="list-message__button" to="/">
        Go to home
      </Link>
    </div>
  );
}
