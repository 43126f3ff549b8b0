/**
 * A sign-in identifier as logs may show it: enough to tell attempts apart, not enough to read an
 * address or a number (an email keeps its first letter and its domain, anything else its first two
 * characters), and never a password typed into the wrong field.
 */
export function maskIdentifier(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at > 0) return `${trimmed.slice(0, 1)}***${trimmed.slice(at)}`;
  return `${trimmed.slice(0, 2)}***`;
}
