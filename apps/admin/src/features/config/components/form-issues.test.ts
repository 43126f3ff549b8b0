import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { savePlatformConfigBodySchema } from '@uu/contract/admin-config';
import { publishVersionBodySchema } from '@uu/contract/versions';
import { Code } from '@uu/contract/codes';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { checkWith, showServerIssues } from './form-issues';

function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

describe('config form checks', () => {
  it('checks values with the contract schema and puts each problem under its field, in the console language', async () => {
    await i18n.changeLanguage('en');
    const { form, setFields } = fakeForm();
    const body = checkWith(
      form,
      savePlatformConfigBodySchema,
      { timeZone: 'Mars/Olympus', withdrawal: { min: '500', max: '100', dailyCount: 3 } },
      i18n.t,
    );
    expect(body).toBeNull();
    expect(setFields).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: ['timeZone'], errors: ['Choose a valid time zone (an IANA name such as Asia/Taipei).'] },
        { name: ['withdrawal', 'max'], errors: ['The minimum withdrawal cannot be above the maximum.'] },
      ]),
    );
  });

  it('answers the body to send when the values are good: amounts as the decimal strings typed, never the hundredths the schema parses them into', () => {
    const { form, setFields } = fakeForm();
    const body = checkWith(
      form,
      savePlatformConfigBodySchema,
      { withdrawal: { min: '100', max: '5000.00', dailyCount: 3 }, orderPayMinutes: 15 },
      i18n.t,
    );
    expect(body).toEqual({ withdrawal: { min: '100', max: '5000.00', dailyCount: 3 }, orderPayMinutes: 15 });
    // What the server makes of it: 100 and 5000 UU.
    expect(savePlatformConfigBodySchema.parse(JSON.parse(JSON.stringify(body)))).toMatchObject({
      withdrawal: { min: 10_000, max: 500_000 },
    });
    expect(setFields).not.toHaveBeenCalled();
  });

  it("shows the server's validation issues under their fields, list indexes as numbers", () => {
    const { form, setFields } = fakeForm();
    showServerIssues(form, new ApiError(Code.VALIDATION, 'x', { data: { issues: [{ path: 'chatDailyQuestions.2', message: 'bad' }] } }));
    expect(setFields).toHaveBeenCalledWith([{ name: ['chatDailyQuestions', 2], errors: ['bad'] }]);
    // The notice form has no `notice` wrapper: the first segment is dropped.
    showServerIssues(
      form,
      new ApiError(Code.VALIDATION, 'x', { data: { issues: [{ path: 'notice.title.zh-Hant', message: 'required' }] } }),
      [],
      1,
    );
    expect(setFields).toHaveBeenLastCalledWith([{ name: ['title', 'zh-Hant'], errors: ['required'] }]);
    setFields.mockClear();
    showServerIssues(form, new ApiError(Code.INTERNAL, 'boom'));
    expect(setFields).not.toHaveBeenCalled();
  });

  it('a version whose zh-Hant notes are too long says so in words, not `notes.zh-Hant`', async () => {
    await i18n.changeLanguage('zh-Hant');
    const errors: string[] = [];
    const form = {
      setFields: (fields: { errors: string[] }[]) => errors.push(...fields.flatMap((f) => f.errors)),
    } as unknown as FormInstance;
    const body = checkWith(
      form,
      publishVersionBodySchema,
      { platform: 1, version: '2.1.7', notes: { 'zh-Hant': '新'.repeat(2001) }, url: '/d', forced: false },
      i18n.t,
    );
    expect(body).toBeNull();
    expect(errors.join()).not.toContain('notes.zh-Hant');
    expect(errors.join()).toContain('更新說明（繁體中文）');
  });
});
