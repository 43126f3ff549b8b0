import { describe, expect, it } from 'vitest';
import { fileUrl, formatSize } from './files';

describe('files', () => {
  it('writes sizes as members read them, one decimal in MB', () => {
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSize(1_500_000)).toBe('1.4 MB');
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    expect(formatSize(512)).toBe('512 B');
  });

  it('serves uploads from the API origin (same origin by default)', () => {
    expect(fileUrl('/files/abc.png')).toBe('/files/abc.png');
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
