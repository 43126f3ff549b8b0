import { describe, expect, it } from 'vitest';
import { auditActions } from '@uu/contract/audit-actions';
import { LOCALES } from '@uu/contract/locales';
import { adminResources } from '../../admin';

// Issue 17 item 9: the audit log shows what was done in words, never a route's internal name. A
// new back-office route (or audit event) without a label in every language fails here.
describe('audit action labels', () => {
  it.each(LOCALES)('every action the audit log can hold has a label in %s', (locale) => {
    const labels = (adminResources[locale].translation as { auditActions?: Record<string, string> }).auditActions ?? {};
    const missing = auditActions().filter((action) => !labels[action]?.trim());
    expect(missing).toEqual([]);
    for (const action of auditActions()) expect(labels[action], action).not.toBe(action);
  });
});
