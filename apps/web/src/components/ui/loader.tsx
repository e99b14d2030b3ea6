/** Props of {@link Loader}. */
export interface LoaderProps {
  label?: string;
  /** Fill the available space and centre the spinner. */
  fill?: boolean;
}

/** A spinner with an accessible label. */
export function Loader({ label = 'Loading', fill = false }: LoaderProps) {
  return (
    <div className={fill ? 'loader loader-fill' : 'loader'} role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
