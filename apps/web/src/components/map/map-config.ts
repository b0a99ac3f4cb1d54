/** The OpenStreetMap tile server: used when `VITE_MAP_TILE_URL` is not set at build time. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** A build-time setting, or the fallback when it is unset or blank. */
const setting = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/**
 * Where map tiles come from (`{z}/{x}/{y}` template) and whose credit they carry; set
 * `VITE_MAP_TILE_URL` (and `VITE_MAP_TILE_ATTRIBUTION` for another provider) when building.
 */
export function tileSettings(env: Record<string, unknown> = import.meta.env) {
  return {
    url: setting(env.VITE_MAP_TILE_URL, DEFAULT_TILE_URL),
    attribution: setting(env.VITE_MAP_TILE_ATTRIBUTION, DEFAULT_TILE_ATTRIBUTION),
  };
}
