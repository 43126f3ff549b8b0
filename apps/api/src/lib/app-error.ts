import type { CodeName } from '@uu/contract/codes';

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
  /** For VALIDATION: the fields and the catalogue keys of their messages (`validation.*`). */
  readonly issues: { path: string; key: string }[] | undefined;

  constructor(
    codeName: CodeName,
    options: {
      params?: Record<string, string | number>;
      status?: number;
      data?: unknown;
      issues?: { path: string; key: string }[];
    } = {},
  ) {
    super(codeName);
    this.name = 'AppError';
    this.codeName = codeName;
    this.params = options.params;
    this.status = options.status ?? 200;
    this.data = options.data;
    this.issues = options.issues;
  }
}
