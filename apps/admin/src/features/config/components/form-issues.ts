import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { Code } from '@uu/contract/codes';
import type { ValidationIssue } from '@uu/contract/envelope';
import { ApiError } from '@/lib/api';
import { fieldWords, withFieldWords } from '@/lib/field-words';
import { i18n } from '@/lib/i18n';

type Path = (string | number)[];

/** A zod issue's message key in the console's language ('validation.…' keys are shared with the server). */
function message(t: TFunction, key: string, field: string): string {
  return key.startsWith('validation.') ? t(key, { field }) : t('validation.invalid', { field });
}

/**
 * Checks form values against the contract's schema before they are sent, and puts each problem
 * under its field (the form's names mirror the body). Answers the values to send, or null: the
 * body as the contract takes it (amounts as decimal strings, lib/money.ts), never the schema's
 * parsed output (amounts in hundredths), which the server would parse a second time.
 */
export function checkWith<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  t: TFunction,
  prefix: Path = [],
): z.input<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return values as z.input<S>;
  form.setFields(
    result.error.issues.map((issue) => {
      const name = [...prefix, ...(issue.path as Path)];
      return { name: name.length ? name : [''], errors: [message(t, issue.message, fieldWords(t, name))] };
    }),
  );
  return null;
}

/**
 * The server's VALIDATION issues (paths like "withdrawal.max"), shown under their fields too;
 * `drop` leading segments of the path the form does not have (a body's wrapper object).
 */
export function showServerIssues(form: FormInstance, error: unknown, prefix: Path = [], drop = 0): void {
  if (!(error instanceof ApiError) || error.code !== Code.VALIDATION) return;
  const issues = (error.data as { issues?: ValidationIssue[] } | null)?.issues ?? [];
  form.setFields(
    issues.map((issue) => ({
      name: [
        ...prefix,
        ...issue.path
          .split('.')
          .slice(drop)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      ],
      errors: [withFieldWords(i18n.t, issue.message, issue.path)],
    })),
  );
}
