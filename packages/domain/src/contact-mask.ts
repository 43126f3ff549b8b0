/**
 * An email or phone shown so the member recognises it and an onlooker learns little:
 * `a***e@example.com`, `+8869****5678` (where a code went, applyModifyPassword).
 */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) {
    const name = contact.slice(0, at);
    const shown = name.length <= 2 ? name[0] : `${name[0]}***${name[name.length - 1]}`;
    return `${shown}${name.length <= 2 ? '***' : ''}${contact.slice(at)}`;
  }
  if (contact.length <= 8) return `${contact.slice(0, 2)}****`;
  return `${contact.slice(0, 5)}****${contact.slice(-4)}`;
}
