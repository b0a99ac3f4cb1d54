// The options a demo location can offer, with Dutch and English names and typical prices.

export interface OptionTemplate {
  key: string;
  category: 1 | 2 | 3 | 4;
  nl: string;
  en: string;
  cents: number;
  maxAmount?: number;
  maxPp?: number;
  stock?: [number, number];
  /** Chance that a location offers it (1 = always). */
  offered: number;
}

export const OPTION_TEMPLATES: readonly OptionTemplate[] = [
  {
    key: 'coffee',
    category: 1,
    nl: 'Koffie en thee',
    en: 'Coffee and tea',
    cents: 350,
    maxPp: 3,
    offered: 1,
  },
  {
    key: 'water',
    category: 1,
    nl: 'Water en frisdrank',
    en: 'Water and soft drinks',
    cents: 275,
    maxPp: 4,
    offered: 0.6,
  },
  {
    key: 'lunch',
    category: 1,
    nl: 'Lunch met broodjes en soep',
    en: 'Lunch with sandwiches and soup',
    cents: 1450,
    maxPp: 1,
    offered: 1,
  },
  { key: 'hightea', category: 1, nl: 'High tea', en: 'High tea', cents: 2450, maxPp: 1, offered: 0.4 },
  {
    key: 'drinks',
    category: 1,
    nl: 'Borrel met bittergarnituur',
    en: 'Drinks with bar snacks',
    cents: 1250,
    maxPp: 2,
    offered: 0.6,
  },
  { key: 'beamer', category: 2, nl: 'Beamer', en: 'Projector', cents: 4500, maxAmount: 1, offered: 1 },
  {
    key: 'screen',
    category: 2,
    nl: 'Extra presentatiescherm',
    en: 'Extra presentation screen',
    cents: 3500,
    maxAmount: 2,
    offered: 0.6,
  },
  {
    key: 'flipover',
    category: 2,
    nl: 'Flip-over met stiften',
    en: 'Flip chart with markers',
    cents: 1500,
    maxAmount: 3,
    offered: 0.8,
  },
  {
    key: 'videokit',
    category: 2,
    nl: 'Videoconferentieset',
    en: 'Video-conference kit',
    cents: 7500,
    maxAmount: 1,
    stock: [1, 3],
    offered: 0.5,
  },
  {
    key: 'parking',
    category: 3,
    nl: 'Parkeerplaats',
    en: 'Parking place',
    cents: 1500,
    maxAmount: 10,
    stock: [10, 40],
    offered: 0.8,
  },
  {
    key: 'charging',
    category: 3,
    nl: 'Laadpaal voor elektrische auto',
    en: 'EV charging point',
    cents: 1000,
    maxAmount: 4,
    stock: [2, 6],
    offered: 0.4,
  },
  { key: 'bikes', category: 3, nl: 'Fietsenstalling', en: 'Bicycle parking', cents: 0, offered: 0.3 },
  {
    key: 'printing',
    category: 4,
    nl: 'Printen (per 50 pagina\u2019s)',
    en: 'Printing (per 50 pages)',
    cents: 500,
    offered: 0.7,
  },
  {
    key: 'locker',
    category: 4,
    nl: 'Kluisje',
    en: 'Locker',
    cents: 300,
    maxPp: 1,
    stock: [6, 20],
    offered: 0.5,
  },
  {
    key: 'flowers',
    category: 4,
    nl: 'Bloemstuk op tafel',
    en: 'Flower arrangement',
    cents: 3500,
    maxAmount: 2,
    offered: 0.4,
  },
  {
    key: 'notepads',
    category: 4,
    nl: 'Notitieblok en pen',
    en: 'Notepad and pen',
    cents: 150,
    maxPp: 1,
    offered: 0.5,
  },
];
