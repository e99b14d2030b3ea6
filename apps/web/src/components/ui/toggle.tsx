/** Props of {@link Toggle}. */
export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** An on/off switch (spec 02 §4.2). */
export function Toggle({ checked, onChange, label, hideLabel, disabled, testId }: ToggleProps) {
  return (
    <label className="toggle">
      <span className={hideLabel ? 'visually-hidden' : 'toggle-label'}>{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="toggle-track" aria-hidden="true">
        <span className="toggle-thumb" />
      </span>
    </label>
  );
}
