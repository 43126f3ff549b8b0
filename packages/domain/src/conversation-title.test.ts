import { describe, expect, it } from 'vitest';
import { DRAWN_TITLE_MAX, containsPattern, titleFromQuestion } from './conversation-title';

describe('titleFromQuestion', () => {
  it('collapses and trims the white space of the first question', () => {
    expect(titleFromQuestion('  How many\n\tUU   do I have?  ')).toBe('How many UU do I have?');
  });

  it('cuts a long question at whole characters, with an ellipsis', () => {
    const title = titleFromQuestion('我'.repeat(50) + '😀'.repeat(5));
    expect(Array.from(title)).toHaveLength(DRAWN_TITLE_MAX);
    expect(title.endsWith('…')).toBe(true);
    expect(titleFromQuestion('😀'.repeat(60)).startsWith('😀'.repeat(39))).toBe(true);
  });

  it('is empty before a first question', () => {
    expect(titleFromQuestion(null)).toBe('');
    expect(titleFromQuestion('   ')).toBe('');
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
    expect(containsPattern('訂單')).toBe('%訂單%');
  });
});
