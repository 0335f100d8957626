import { describe, expect, it } from 'vitest';
import { formatSize, previewKind } from './preview';

describe('attachment preview', () => {
  it('previews images and PDF only', () => {
    expect(previewKind('PNG')).toBe('image');
    expect(previewKind('.jpeg')).toBe('image');
    expect(previewKind('pdf')).toBe('pdf');
    expect(previewKind('docx')).toBeNull();
    expect(previewKind(undefined)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatSize('x')).toBe('');
  });
});
