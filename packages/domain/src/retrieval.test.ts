import { describe, expect, it } from 'vitest';
import { PassageIndex, terms } from './retrieval';

const passages = [
  { id: 'checkin', title: '每日簽到', text: '每天簽到一次可以多得 1 次提問機會，連續簽到 7 天可獲得 KB 獎勵。' },
  { id: 'withdraw', title: '如何提現', text: '提現金額須為 100 的整數倍，單筆最少 100、最多 5000，手續費 1%，33% 轉入 FB，66% 轉入 U。' },
  { id: 'withdraw-en', title: 'Withdrawals', text: 'Withdraw UU in multiples of 100. A 1% fee is kept, 33% goes to FB and 66% to U.' },
  {
    id: 'password',
    title: 'Payment password',
    text: 'The payment password is 6 digits. Five wrong tries lock paid actions for 15 minutes.',
  },
];

describe('the built-in assistant’s retrieval', () => {
  const index = new PassageIndex(passages);

  it('reads Chinese as characters and pairs, and Latin as words', () => {
    expect(terms('簽到 KB')).toEqual(['kb', '簽', '簽到', '到']);
  });

  it('finds the passage about the question, in Chinese and in English', () => {
    expect(index.search('怎麼簽到？')[0]?.passage.id).toBe('checkin');
    expect(index.search('提現的手續費是多少')[0]?.passage.id).toBe('withdraw');
    expect(index.search('what is the withdrawal fee?')[0]?.passage.id).toBe('withdraw-en');
    expect(index.search('I forgot my payment password')[0]?.passage.id).toBe('password');
  });

  it('finds nothing for a question about something else', () => {
    expect(index.search('今天天氣好嗎')).toEqual([]);
    expect(index.search('tell me a joke')).toEqual([]);
  });
});
