import { describe, expect, it } from 'vitest';
import { pictureOfSize } from './image-file.ts';

describe('pictureOfSize', () => {
  it('names another stored size of an uploaded picture and leaves other URLs alone', () => {
    expect(pictureOfSize('/uploads/profiles/12/0123456789abcdef/640x480.jpg', '160x120')).toBe(
      '/uploads/profiles/12/0123456789abcdef/160x120.jpg',
    );
    expect(pictureOfSize('/uploads/images/group/3/0123456789abcdef/1024x768.jpg', '320x240')).toBe(
      '/uploads/images/group/3/0123456789abcdef/320x240.jpg',
    );
    for (const other of [
      'https://example.com/me/640x480.jpg',
      '/uploads/profiles/12/me.png',
      '/demo/640x480.jpg',
    ])
      expect(pictureOfSize(other, '160x120')).toBe(other);
  });
});
