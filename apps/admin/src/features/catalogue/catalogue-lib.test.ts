import { describe, expect, it } from 'vitest';
import { amountSchema } from '@uu/contract/wallet';
import { compactText, pickText, zodRule } from './catalogue-lib';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validate = (rule: ReturnType<typeof zodRule>, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('catalogue form helpers', () => {
  it('shows a stored text in the console language, else the zh-Hant source', () => {
    expect(pickText({ 'zh-Hant': '茶', en: 'Tea' }, 'en')).toBe('Tea');
    expect(pickText({ 'zh-Hant': '茶', en: '' }, 'en')).toBe('茶');
    expect(pickText(null, 'zh-Hans')).toBe('');
  });

  it('sends only the languages written, trimmed', () => {
    expect(compactText({ 'zh-Hant': ' 茶 ', 'zh-Hans': '  ', en: 'Tea' })).toEqual({ 'zh-Hant': '茶', en: 'Tea' });
  });

  it("validates with the contract's own schema and its message", async () => {
    const rule = zodRule(amountSchema);
    await expect(validate(rule, '12.50')).resolves.toBeUndefined();
    await expect(validate(rule, '1.234')).rejects.toThrow();
    // Empty is the required rule's to say (else the price showed "enter the amount" twice).
    await expect(validate(rule, '')).resolves.toBeUndefined();
    await expect(validate(rule, undefined)).resolves.toBeUndefined();
  });
});
