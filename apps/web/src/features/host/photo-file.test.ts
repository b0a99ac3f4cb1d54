import { describe, expect, it } from 'vitest';
import { checkPhotoFile, MAX_PHOTO_BYTES } from './photo-file.ts';

describe('a chosen photo', () => {
  it('is a JPEG, PNG or WebP of at most 8 MB', () => {
    expect(checkPhotoFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size');
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('unreadable');
    expect(checkPhotoFile(undefined)).toBe('required');
  });
});
