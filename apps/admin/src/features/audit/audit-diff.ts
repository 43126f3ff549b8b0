/** One changed field of an audited row: its path ("name.en"), and its value before and after (undefined: absent). */
export type AuditChange = { field: string; before: unknown; after: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields that differ between an audited row's state before and after, nested objects by their
 * path, in the order they appear (before's keys first, then keys only after has). Arrays and other
 * values are compared whole.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  const b = before ?? undefined;
  const a = after ?? undefined;
  if (isPlainObject(b) || isPlainObject(a)) {
    const left = isPlainObject(b) ? b : {};
    const right = isPlainObject(a) ? a : {};
    if (!isPlainObject(b) && b !== undefined) return [{ field: prefix, before: b, after: a }];
    if (!isPlainObject(a) && a !== undefined) return [{ field: prefix, before: b, after: a }];
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
    return keys.flatMap((key) => auditChanges(left[key], right[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ field: prefix, before: b, after: a }];
}
