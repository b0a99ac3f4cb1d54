import type { LocalizedText } from '@meetspace/domain';

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

/**
 * Names of meeting rooms in both languages, one rule for all: a room named after a person or a
 * landmark is "Zaal X" in Dutch and "X Room" in English; a room named for what it is translates
 * ("De Bibliotheek", "The Library").
 */
export const ROOM_NAMES: readonly LocalizedText[] = [
  { nl: 'Zaal De Dom', en: 'Dom Room' },
  { nl: 'De Werf', en: 'The Wharf' },
  { nl: 'Het Atelier', en: 'The Studio' },
  { nl: 'De Bibliotheek', en: 'The Library' },
  { nl: 'De Serre', en: 'The Conservatory' },
  { nl: 'De Kas', en: 'The Greenhouse' },
  { nl: 'De Tuinkamer', en: 'The Garden Room' },
  { nl: 'Het Kompas', en: 'The Compass' },
  { nl: 'De Vuurtoren', en: 'The Lighthouse' },
  { nl: 'De Molen', en: 'The Mill' },
  { nl: 'Zaal Rembrandt', en: 'Rembrandt Room' },
  { nl: 'Zaal Vermeer', en: 'Vermeer Room' },
  { nl: 'Zaal Mondriaan', en: 'Mondrian Room' },
  { nl: 'Zaal Van Gogh', en: 'Van Gogh Room' },
  { nl: 'Zaal Escher', en: 'Escher Room' },
  { nl: 'Zaal Erasmus', en: 'Erasmus Room' },
  { nl: 'Zaal Spinoza', en: 'Spinoza Room' },
  { nl: 'Zaal Huygens', en: 'Huygens Room' },
  { nl: 'De Loft', en: 'The Loft' },
  { nl: 'De Kelder', en: 'The Cellar' },
  { nl: 'Het Observatorium', en: 'The Observatory' },
  { nl: 'Zaal Jan Steen', en: 'Jan Steen Room' },
];

export const WORKSPACE_AREAS = [
  { nl: 'Flexplekken begane grond', en: 'Workspaces, ground floor' },
  { nl: 'Coworking lounge', en: 'Coworking lounge' },
  { nl: 'Stille flexplekken', en: 'Quiet workspaces' },
  { nl: 'Flexplekken eerste verdieping', en: 'Workspaces, first floor' },
];
