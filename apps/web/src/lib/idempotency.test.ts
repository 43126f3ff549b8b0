import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { IDEMPOTENCY_KEY_RE } from '@uu/contract/headers';
import { ApiError } from '@/lib/api-client';
import { IdempotencyKeys, newIdempotencyKey } from './idempotency';

describe('Idempotency-Key per submission (product.md: money writes are idempotent)', () => {
  it('makes keys the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(IDEMPOTENCY_KEY_RE);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps the key for a retry of the same body after an uncertain failure', () => {
    const keys = new IdempotencyKeys();
    const body = { amount: '100.00', to: '12345678' };
    const first = keys.for(body);
    keys.settle(new ApiError(ApiError.NETWORK, 'offline'));
    expect(keys.for({ ...body })).toBe(first);
    keys.settle(new ApiError(Code.INTERNAL, 'boom'));
    expect(keys.for(body)).toBe(first);
  });

  it('takes a new key when the body changes, after a verdict, and after success', () => {
    const keys = new IdempotencyKeys();
    const first = keys.for({ amount: '100.00' });
    // Another body under the same key would be refused (2011).
    const second = keys.for({ amount: '200.00' });
    expect(second).not.toBe(first);
    keys.settle(new ApiError(Code.PAY_PASSWORD_WRONG, 'wrong'));
    const third = keys.for({ amount: '200.00' });
    expect(third).not.toBe(second);
    keys.settle();
    expect(keys.for({ amount: '200.00' })).not.toBe(third);
  });
});
