import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds, type PopupEvent } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import { tileSettings } from './map-config.ts';
import type { MapPoint } from './map-point.ts';

/** Zoom for a single location, and the most a set of locations is zoomed in to. */
const CLOSE_ZOOM = 15;
/** The Netherlands, for the moment before the points are known. */
const NL_CENTER: [number, number] = [52.2, 5.3];

const reducedMotion =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const pinIcon = (label: string) =>
  divIcon({
    className: 'map-pin',
    // The number repeats the list's; the marker's name is its title (the location's name).
    html: `<span class="map-pin-shape" aria-hidden="true">${label.replace(/[^\d]/g, '')}</span>`,
    iconSize: [30, 38],
    iconAnchor: [15, 38],
    popupAnchor: [0, -36],
  });

const FIT_OPTIONS = { padding: [36, 36] as [number, number], maxZoom: CLOSE_ZOOM };

/** The points' bounding box (several points), or undefined for one point or none. */
const boundsOf = (points: readonly MapPoint[]) =>
  points.length > 1 ? latLngBounds(points.map((p) => [p.lat, p.lng])) : undefined;

/**
 * Keeps the view on the points when they change (another page of the list): one is centred,
 * several fit the map. The first view is the map's own, so opening it does not animate.
 */
function FitToPoints({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const shown = useRef<string | null>(null);
  const key = points.map((p) => `${p.id}:${p.lat}:${p.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points
  useEffect(() => {
    const first = points[0];
    const isFirstView = shown.current === null;
    shown.current = key;
    if (!first || isFirstView) return;
    const bounds = boundsOf(points);
    if (bounds) map.fitBounds(bounds, FIT_OPTIONS);
    else map.setView([first.lat, first.lng], CLOSE_ZOOM);
  }, [map, key]);
  return null;
}

/** Leaflet's popup close button says "Close popup" in English: name it in the page language. */
function LocalizePopupClose({ label }: { label: string }) {
  useMapEvents({
    popupopen: (event: PopupEvent) => {
      const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', label);
      close?.setAttribute('title', label);
    },
  });
  return null;
}

/**
 * The Leaflet map of a set of locations (its own chunk, with Leaflet's CSS). When the tiles cannot
 * be loaded the pins still show on a plain background and a note says the map is incomplete.
 */
export default function LocationsMap({ points }: { points: readonly MapPoint[] }) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const tiles = useMemo(() => tileSettings(), []);
  const first = points[0];
  // Set once: react-leaflet reads the view only when the map is created.
  const [initialBounds] = useState(() => boundsOf(points));
  return (
    <>
      <MapContainer
        className="leaflet-map"
        {...(initialBounds
          ? { bounds: initialBounds, boundsOptions: FIT_OPTIONS }
          : {
              center: first ? ([first.lat, first.lng] as [number, number]) : NL_CENTER,
              zoom: first ? CLOSE_ZOOM : 7,
            })}
        zoomSnap={0.5}
        zoomControl={false}
        scrollWheelZoom={false}
        // Visitors who ask for less motion get no fading popups and no animated zoom.
        fadeAnimation={!reducedMotion}
        zoomAnimation={!reducedMotion}
        markerZoomAnimation={!reducedMotion}
      >
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <ZoomControl position="topright" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        <FitToPoints points={points} />
        <LocalizePopupClose label={t('map.closePopup')} />
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={pinIcon(point.label)}
            title={point.name}
            // The list beside the map holds the same locations as links: the pins are not one more
            // tab stop each.
            keyboard={false}
          >
            <Popup>
              <strong className="map-popup-name">
                {point.href ? <Link to={point.href}>{point.name}</Link> : point.name}
              </strong>
              <br />
              {point.address}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tilesFailed && (
        <p className="map-note" role="status">
          {t('map.tilesFailed')}
        </p>
      )}
    </>
  );
}
