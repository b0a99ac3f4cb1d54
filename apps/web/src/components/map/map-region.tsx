import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from './map-point.ts';

// Leaflet (and its CSS) is loaded only when a map is shown, so it stays out of the initial JS.
const LocationsMap = lazy(() => import('./locations-map.tsx'));

/** Shows `fallback` instead of the map when its code cannot be loaded; the page goes on without it. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Whether the element has come near the viewport (and then stays true): a map further down the
 * page is not loaded, nor Leaflet's code run, before the reader scrolls towards it.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** A named map region of locations; everything it shows is in the page's text as well. */
export function MapRegion({
  label,
  points,
  loading = false,
  className = '',
}: {
  label: string;
  points: readonly MapPoint[];
  /** The points are still being fetched. */
  loading?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className={`map-region ${className}`.trim()} aria-label={label}>
      {points.length === 0 &&
        (loading ? <div className="map-placeholder" /> : <p className="map-note">{t('map.empty')}</p>)}
      {points.length > 0 && !near && <div className="map-placeholder" />}
      {points.length > 0 && near && (
        <MapBoundary fallback={<p className="map-note">{t('map.unavailable')}</p>}>
          <Suspense fallback={<div className="map-placeholder" />}>
            <LocationsMap points={points} />
          </Suspense>
        </MapBoundary>
      )}
    </section>
  );
}
