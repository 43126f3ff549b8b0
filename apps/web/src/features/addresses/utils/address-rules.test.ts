import { describe, expect, it } from 'vitest';
import { checkAddress, toAddressBody, type AddressDraft } from './address-rules';
import { splitPhone, toE164 } from './phone';

const TODAY = '2026-11-25';
const empty: AddressDraft = {
  consignee: '',
  dialCode: '+886',
  phone: '',
  region: null,
  detail: '',
  isDefault: false,
  installationPicture: null,
  installationTime: null,
  latitude: null,
  longitude: null,
};
const region = [
  { code: 'TW', name: '臺灣' },
  { code: 'TW-01', name: '臺北市' },
  { code: 'TW-100', name: '中正區' },
];

describe('checkAddress: spec §5 "Address", every problem at once (issue 19 #10)', () => {
  it('an empty form names region, consignee, detail and phone together; each goes when fixed', () => {
    const fields = (d: AddressDraft) => checkAddress(d, TODAY).map((p) => p.field);
    expect(checkAddress(empty, TODAY)).toEqual([
      { field: 'region', message: 'validation.regionRequired' },
      { field: 'consignee', message: 'validation.consigneeRequired' },
      { field: 'detail', message: 'validation.addressDetail' },
      { field: 'phone', message: 'validation.phone' },
    ]);
    const steps: [Partial<AddressDraft>, string[]][] = [
      [{ region }, ['consignee', 'detail', 'phone']],
      [{ consignee: '   ' }, ['consignee', 'detail', 'phone']],
      [{ consignee: '王小明' }, ['detail', 'phone']],
      // Exactly 6 is not "longer than 6"; spaces around do not count.
      [{ detail: '  重慶南路一段  ' }, ['detail', 'phone']],
      [{ detail: '重慶南路一段122號' }, ['phone']],
      [{ installationTime: TODAY }, ['installationTime', 'phone']],
      [{ installationTime: '2026-11-01' }, ['installationTime', 'phone']],
      [{ installationTime: '2026-11-26' }, ['phone']],
      [{ phone: '0912 345 678' }, []],
    ];
    let draft = empty;
    for (const [change, expected] of steps) {
      draft = { ...draft, ...change };
      expect(fields(draft), JSON.stringify(change)).toEqual(expected);
    }
    expect(toAddressBody(draft)).toEqual({
      consignee: '王小明',
      phone: '+886912345678',
      regionCode: 'TW-100',
      detail: '重慶南路一段122號',
      isDefault: false,
      installationPicture: null,
      installationTime: '2026-11-26',
      latitude: null,
      longitude: null,
    });
    // The installation site travels as a pair, or not at all (the server refuses half a place).
    expect(toAddressBody({ ...draft, latitude: 25.033964, longitude: 121.564472 })).toMatchObject({
      latitude: 25.033964,
      longitude: 121.564472,
    });
    expect(toAddressBody({ ...draft, latitude: 25.033964, longitude: null })).toMatchObject({ latitude: null, longitude: null });
  });

  it('the installation date is checked only when given; the picture is optional (the contract takes none)', () => {
    const draft = { ...empty, region, consignee: 'Amy', detail: '1 Queen’s Road', phone: '91234567', dialCode: '+852' };
    expect(checkAddress(draft, TODAY)).toEqual([]);
    expect(toAddressBody(draft).phone).toBe('+85291234567');
  });
});

describe('the consignee phone', () => {
  it('drops the trunk 0 and splits back by the longest dialling code', () => {
    expect(toE164('+886', '0912-345-678')).toBe('+886912345678');
    expect(toE164('+886', '+85291234567')).toBe('+85291234567');
    expect(splitPhone('+886912345678')).toEqual({ dialCode: '+886', local: '912345678' });
    expect(splitPhone('+8613800138000')).toEqual({ dialCode: '+86', local: '13800138000' });
    expect(splitPhone('+6591234567')).toEqual({ dialCode: '+886', local: '+6591234567' });
  });
});
