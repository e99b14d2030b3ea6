/**
 * Puts a controlled field's kept value back on screen. Under Preact (preact/compat), when a
 * change handler refuses or rewrites what was typed and the state ends up unchanged, nothing
 * re-renders and the field keeps showing the refused text (React resets it to the state).
 * Handlers that cap, restore or reset an amount call this with the value they kept.
 */
export function showKeptValue(input: HTMLInputElement, kept: string): void {
  if (input.value !== kept) input.value = kept;
}
