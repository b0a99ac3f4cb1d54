/** A location on a map: `label` is its number in the list beside the map. */
export interface MapPoint {
  id: number;
  label: string;
  name: string;
  address: string;
  /** The location page, or '' when the map is on that page already. */
  href: string;
  lat: number;
  lng: number;
}
