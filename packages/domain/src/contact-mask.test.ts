import { describe, expect, it } from 'vitest';
import { maskContact } from './contact-mask';

describe('masked contacts', () => {
  it('keeps the first and last letter of an email name and the whole domain', () => {
    expect(maskContact('alice@example.com')).toBe('a***e@example.com');
    expect(maskContact('al@example.com')).toBe('a***@example.com');
  });

  it('keeps the country code and the last four digits of a phone', () => {
    expect(maskContact('+886912345678')).toBe('+8869****5678');
    expect(maskContact('+8869123')).toBe('+8****');
  });
});
