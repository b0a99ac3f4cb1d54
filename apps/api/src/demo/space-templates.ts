// Seating settings, room names and workspace areas of demo spaces.

/**
 * Seating settings for meeting rooms: the minimum group and the seats relative to the room's
 * meeting capacity (a theatre holds about twice a board room). Every id 1..30 but 18 and 23.
 */
export const ROOM_SETTINGS: readonly { id: number; min: number; factor: number }[] = [
  { id: 1, min: 2, factor: 1 },
  { id: 2, min: 8, factor: 1.4 },
  { id: 3, min: 4, factor: 1 },
  { id: 4, min: 4, factor: 1.1 },
  { id: 5, min: 6, factor: 0.9 },
  { id: 6, min: 6, factor: 1.4 },
  { id: 7, min: 4, factor: 1.2 },
  { id: 8, min: 10, factor: 2.2 },
  { id: 9, min: 4, factor: 0.8 },
  { id: 10, min: 1, factor: 1 },
  { id: 11, min: 8, factor: 1.2 },
  { id: 12, min: 15, factor: 2.5 },
  { id: 13, min: 6, factor: 1.2 },
  { id: 14, min: 15, factor: 2.5 },
  { id: 15, min: 10, factor: 1.8 },
  { id: 16, min: 6, factor: 1.2 },
  { id: 17, min: 8, factor: 1.3 },
  { id: 19, min: 6, factor: 1.5 },
  { id: 20, min: 20, factor: 2 },
  { id: 21, min: 4, factor: 1.2 },
  { id: 22, min: 4, factor: 1.1 },
  { id: 24, min: 2, factor: 1 },
  { id: 25, min: 2, factor: 0.5 },
  { id: 26, min: 2, factor: 1 },
  { id: 27, min: 6, factor: 1.5 },
  { id: 28, min: 10, factor: 3 },
  { id: 29, min: 2, factor: 0.9 },
  { id: 30, min: 8, factor: 1.5 },
];

export const ROOM_NAMES = [
  'De Dom',
  'De Werf',
  'Het Atelier',
  'De Bibliotheek',
  'De Serre',
  'De Kas',
  'De Tuinkamer',
  'Het Kompas',
  'De Vuurtoren',
  'De Molen',
  'Rembrandt',
  'Vermeer',
  'Mondriaan',
  'Van Gogh',
  'Escher',
  'Erasmus',
  'Spinoza',
  'Huygens',
  'Het Loft',
  'De Kelder',
  'Het Observatorium',
  'Jan Steen',
];

export const WORKSPACE_AREAS = [
  { nl: 'Flexplekken begane grond', en: 'Flex workspace ground floor' },
  { nl: 'Coworking lounge', en: 'Coworking lounge' },
  { nl: 'Stiltewerkplekken', en: 'Quiet workspace' },
  { nl: 'Flexplekken eerste verdieping', en: 'Flex workspace first floor' },
];
