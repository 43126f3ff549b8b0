import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

// Issue 17 item 9: the audit log shows only the fields that changed, before → after, not two whole documents.
describe('auditChanges', () => {
  it('lists only the changed fields, nested ones by their path', () => {
    const before = { id: 3, name: { 'zh-Hant': '保溫杯', en: 'Cup' }, price: 10000, stock: 5, images: ['a.png'], updatedAt: 1 };
    const after = { id: 3, name: { 'zh-Hant': '保溫杯', en: 'Thermos' }, price: 12000, stock: 5, images: ['a.png', 'b.png'], updatedAt: 2 };
    expect(auditChanges(before, after)).toEqual([
      { field: 'name.en', before: 'Cup', after: 'Thermos' },
      { field: 'price', before: 10000, after: 12000 },
      { field: 'images', before: ['a.png'], after: ['a.png', 'b.png'] },
      { field: 'updatedAt', before: 1, after: 2 },
    ]);
  });

  it('a created row shows every field as new; a deleted one every field as gone; nothing changed, nothing listed', () => {
    expect(auditChanges(null, { id: 1, name: 'x' })).toEqual([
      { field: 'id', before: undefined, after: 1 },
      { field: 'name', before: undefined, after: 'x' },
    ]);
    expect(auditChanges({ id: 1 }, null)).toEqual([{ field: 'id', before: 1, after: undefined }]);
    expect(auditChanges({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } })).toEqual([]);
  });

  it('a value that is not an object is one field', () => {
    expect(auditChanges(null, 'text')).toEqual([{ field: '', before: undefined, after: 'text' }]);
  });
});
