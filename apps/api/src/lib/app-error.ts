import type { CodeName } from '@uu/contract/codes';

/** Codes whose HTTP status is not 200 wherever they are thrown (docs/api.md). */
const DEFAULT_STATUS: Partial<Record<CodeName, number>> = { TOO_MANY_REQUESTS: 429, IDEMPOTENCY_IN_PROGRESS: 409 };

/**
 * A business outcome that is not success: a typed code (packages/contract codes.ts) and the
 * parameters its message needs. The envelope plugin turns it into `{ code, msg, data }` in the
 * member's language; HTTP stays 200 unless `status` says otherwise (product.md "Conventions").
 */
export class AppError extends Error {
  readonly codeName: CodeName;
  readonly params: Record<string, string | number> | undefined;
  readonly status: number;
  readonly data: unknown;
  /** Sent as Retry-After (seconds) with the answer. */
  readonly retryAfterSeconds: number | undefined;
  /** For VALIDATION: the fields and the catalogue keys of their messages (`validation.*`). */
  readonly issues: { path: string; key: string }[] | undefined;

  constructor(
    codeName: CodeName,
    options: {
      params?: Record<string, string | number>;
      status?: number;
      data?: unknown;
      issues?: { path: string; key: string }[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(codeName);
    this.name = 'AppError';
    this.codeName = codeName;
    this.params = options.params;
    this.status = options.status ?? DEFAULT_STATUS[codeName] ?? 200;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.data = options.data;
    this.issues = options.issues;
  }
}
