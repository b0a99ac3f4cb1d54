import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { tileSettings } from '../../../components/map/map-config.ts';

/** The Netherlands, when nothing about the place is known yet. */
const NL_CENTER: [number, number] = [52.2, 5.3];
const CLOSE_ZOOM = 16;
const CITY_ZOOM = 13;

const pinIcon = divIcon({
  className: 'map-pin',
  html: '<span class="map-pin-shape" aria-hidden="true"></span>',
  iconSize: [30, 38],
  iconAnchor: [15, 38],
});

/** Six decimals: about 10 cm, more than a pin can say. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToPin({ onPin }: { onPin: (latitude: number, longitude: number) => void }) {
  useMapEvents({ click: (event) => onPin(round(event.latlng.lat), round(event.latlng.lng)) });
  return null;
}

/**
 * The location's pin on a map (its own chunk, with Leaflet): a click places it, dragging moves it,
 * and keyboard users move the map with the arrow keys and put the pin at its centre. Where the pin
 * is, is said in words as well.
 */
export default function PinMap({
  pin,
  guess,
  onPin,
}: {
  pin: { latitude: number; longitude: number } | null;
  /** Where to look first without a pin: the city of the postal code or name. */
  guess: { latitude: number; longitude: number } | null;
  onPin: (latitude: number | null, longitude: number | null) => void;
}) {
  const { t } = useTranslation();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const tiles = useMemo(() => tileSettings(), []);
  const start = pin ?? guess;
  const markerEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = event.target.getLatLng();
        onPin(round(lat), round(lng));
      },
    }),
    [onPin],
  );
  return (
    <div className="boarding-pin">
      <section className="boarding-map" aria-label={t('pin.map')}>
        <MapContainer
          ref={setMap}
          className="leaflet-map"
          center={start ? [start.latitude, start.longitude] : NL_CENTER}
          zoom={pin ? CLOSE_ZOOM : start ? CITY_ZOOM : 7}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <ClickToPin onPin={onPin} />
          {pin && (
            <Marker
              position={[pin.latitude, pin.longitude]}
              icon={pinIcon}
              draggable
              keyboard={false}
              eventHandlers={markerEvents}
            />
          )}
        </MapContainer>
      </section>
      {tilesFailed && (
        <p className="map-note" role="status">
          {t('map.tilesFailed')}
        </p>
      )}
      <p role="status">
        {pin ? t('pin.placed', { latitude: pin.latitude, longitude: pin.longitude }) : t('pin.none')}
      </p>
      <div className="boarding-actions">
        <button
          type="button"
          className="secondary"
          disabled={!map}
          onClick={() => {
            const centre = map?.getCenter();
            if (centre) onPin(round(centre.lat), round(centre.lng));
          }}
        >
          {t('pin.centre')}
        </button>
        {pin && (
          <button type="button" className="secondary" onClick={() => onPin(null, null)}>
            {t('pin.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
