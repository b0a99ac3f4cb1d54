import { IMAGE_SIZES } from '@meetspace/domain';
import { useState } from 'react';

/**
 * Widths to offer the browser: the spec's image sizes, for pictures served here (`/images/...?w=`).
 * Other hosts get the one URL they gave.
 */
export function imageSrcSet(src: string): string | undefined {
  if (!src.startsWith('/images/') || src.includes('?')) return undefined;
  return IMAGE_SIZES.map(([w]) => `${src}?w=${w} ${w}w`).join(', ');
}

/**
 * A photo in a frame of a fixed shape. The frame is there before the photo arrives, so nothing moves
 * when it does; when the file cannot be loaded the photo steps aside and the frame's own picture
 * (a building on the brand's colours, from the CSS) stays instead of a broken image.
 */
export function LocationImage({
  src,
  alt,
  frameClassName,
  eager = false,
  sizes = '(min-width: 1024px) 33vw, 100vw',
}: {
  src: string;
  alt: string;
  frameClassName: string;
  /** Load at once (a photo at the top of the page), not when it scrolls into view. */
  eager?: boolean;
  /** How wide the frame is shown, for choosing among the widths. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`photo-frame ${frameClassName}`}>
      {!failed && (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? sizes : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
