/**
 * A value the form's own rules already made required (antd's onFinish runs only once they pass), typed as
 * present; a missing one is a programming error and fails loudly instead of sending `undefined`.
 */
export function required<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new Error(`${field} is required`);
  return value;
}
