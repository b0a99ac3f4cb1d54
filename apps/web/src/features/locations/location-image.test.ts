import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './components/location-image.tsx';

describe('location photos', () => {
  it('offers the spec widths for pictures served here, and nothing for other hosts', () => {
    expect(imageSrcSet('/images/locations/4.jpg')).toBe(
      '/images/locations/4.jpg?w=160 160w, /images/locations/4.jpg?w=320 320w, /images/locations/4.jpg?w=640 640w, /images/locations/4.jpg?w=1024 1024w',
    );
    expect(imageSrcSet('https://cdn.example.org/x.jpg')).toBeUndefined();
    expect(imageSrcSet('/images/locations/4.jpg?w=320')).toBeUndefined();
  });
});
