// The options a demo location can offer, with Dutch and English names and typical prices.

export interface OptionTemplate {
  key: string;
  category: 1 | 2 | 3 | 4;
  nl: string;
  en: string;
  /** What it is, in both languages. */
  description: { nl: string; en: string };
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
    description: {
      nl: 'Verse koffie en een keuze aan thee, de hele dag bijgeschonken.',
      en: 'Fresh coffee and a choice of teas, topped up all day.',
    },
    cents: 350,
    maxPp: 3,
    offered: 1,
  },
  {
    key: 'water',
    category: 1,
    nl: 'Water en frisdrank',
    en: 'Water and soft drinks',
    description: {
      nl: 'Flessen water en frisdrank op tafel.',
      en: 'Bottled water and soft drinks on the table.',
    },
    cents: 275,
    maxPp: 4,
    offered: 0.6,
  },
  {
    key: 'lunch',
    category: 1,
    nl: 'Lunch met broodjes en soep',
    en: 'Lunch with sandwiches and soup',
    description: {
      nl: 'Verse broodjes, soep van de dag en fruit, aan tafel of in de lunchroom.',
      en: 'Fresh sandwiches, soup of the day and fruit, served at the table or in the lunch room.',
    },
    cents: 1450,
    maxPp: 1,
    offered: 1,
  },
  {
    key: 'hightea',
    category: 1,
    nl: 'High tea',
    en: 'High tea',
    description: {
      nl: 'Zoete en hartige hapjes met thee, voor een feestelijke middag.',
      en: 'Sweet and savoury bites with tea, for a festive afternoon.',
    },
    cents: 2450,
    maxPp: 1,
    offered: 0.4,
  },
  {
    key: 'drinks',
    category: 1,
    nl: 'Borrel met bittergarnituur',
    en: 'Drinks with bar snacks',
    description: {
      nl: 'Bier, wijn en fris met warme en koude borrelhapjes.',
      en: 'Beer, wine and soft drinks with hot and cold bar snacks.',
    },
    cents: 1250,
    maxPp: 2,
    offered: 0.6,
  },
  {
    key: 'beamer',
    category: 2,
    nl: 'Beamer',
    en: 'Projector',
    description: {
      nl: 'Full-HD-beamer met HDMI- en USB-C-aansluiting.',
      en: 'Full HD projector with HDMI and USB-C connections.',
    },
    cents: 4500,
    maxAmount: 1,
    offered: 1,
  },
  {
    key: 'screen',
    category: 2,
    nl: 'Extra presentatiescherm',
    en: 'Extra presentation screen',
    description: { nl: 'Groot scherm op een verrijdbare standaard.', en: 'Large screen on a mobile stand.' },
    cents: 3500,
    maxAmount: 2,
    offered: 0.6,
  },
  {
    key: 'flipover',
    category: 2,
    nl: 'Flip-over met stiften',
    en: 'Flip chart with markers',
    description: {
      nl: 'Flip-over met een blok papier en stiften in vier kleuren.',
      en: 'Flip chart with a paper pad and markers in four colours.',
    },
    cents: 1500,
    maxAmount: 3,
    offered: 0.8,
  },
  {
    key: 'videokit',
    category: 2,
    nl: 'Videoconferentieset',
    en: 'Video-conference kit',
    description: {
      nl: 'Camera, speaker en microfoon voor hybride vergaderen.',
      en: 'Camera, speaker and microphone for hybrid meetings.',
    },
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
    description: {
      nl: 'Een plek in de garage van de locatie, voor de hele dag.',
      en: "A space in the venue's car park, for the whole day.",
    },
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
    description: {
      nl: 'Laadpunt voor je elektrische auto, inclusief stroom.',
      en: 'A charging point for your electric car, electricity included.',
    },
    cents: 1000,
    maxAmount: 4,
    stock: [2, 6],
    offered: 0.4,
  },
  {
    key: 'bikes',
    category: 3,
    nl: 'Fietsenstalling',
    en: 'Bicycle parking',
    description: {
      nl: 'Overdekte fietsenstalling bij de ingang.',
      en: 'Covered bicycle parking by the entrance.',
    },
    cents: 0,
    offered: 0.3,
  },
  {
    key: 'printing',
    category: 4,
    nl: 'Printen (per 50 pagina\u2019s)',
    en: 'Printing (per 50 pages)',
    description: {
      nl: 'Printen en kopiëren in zwart-wit of kleur.',
      en: 'Printing and copying in black and white or colour.',
    },
    cents: 500,
    offered: 0.7,
  },
  {
    key: 'locker',
    category: 4,
    nl: 'Kluisje',
    en: 'Locker',
    description: { nl: 'Afsluitbaar kluisje voor je spullen.', en: 'A lockable locker for your things.' },
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
    description: {
      nl: 'Een seizoensboeket op de vergadertafel.',
      en: 'A seasonal bouquet on the meeting table.',
    },
    cents: 3500,
    maxAmount: 2,
    offered: 0.4,
  },
  {
    key: 'notepads',
    category: 4,
    nl: 'Notitieblok en pen',
    en: 'Notepad and pen',
    description: {
      nl: 'Een notitieblok en pen voor iedere deelnemer.',
      en: 'A notepad and pen for every participant.',
    },
    cents: 150,
    maxPp: 1,
    offered: 0.5,
  },
];
