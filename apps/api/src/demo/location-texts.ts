import type { DemoRandom } from './random.ts';

// Names, descriptions and directions of demo locations, in Dutch and English.

const AREAS = [
  'Centraal',
  'Centrum',
  'Noord',
  'Oost',
  'Zuid',
  'West',
  'Station',
  'Binnenstad',
  'Haven',
  'Stadshart',
  'Zuidpoort',
  'Science Park',
];

const VENUES = [
  'De Werf',
  'De Zwaan',
  'Het Pakhuis',
  'De Lindenhof',
  'Het Koetshuis',
  'De Remise',
  'Het Veem',
  'De Brouwerij',
  'De Drukkerij',
  'Het Gemaal',
  'De Fabriek',
  'Het Posthuis',
  'Het Arsenaal',
  'De Watertoren',
  'De Graanbeurs',
  'Het Ketelhuis',
  'De Vlasfabriek',
  'Villa Rozenhof',
  'Landgoed Zonnehoeve',
  'Het Wevershuis',
  'De Sigarenfabriek',
  'Het Tramdepot',
  'De Zuivelfabriek',
  'De Kolenkit',
  'Het Stadslab',
  'De Kapel',
  'Het Observatorium',
  'De Rode Loper',
];

type NamePattern = (city: string, area: string, venue: string) => string;

const NAME_PATTERNS: readonly (readonly [number, NamePattern])[] = [
  [4, (city, area) => `Seats2meet ${city} ${area}`],
  [4, (_city, _area, venue) => `Vergadercentrum ${venue}`],
  [3, (_city, area) => `Hub ${area}`],
  [2, (_city, _area, venue) => `Coworking ${venue}`],
  [2, (_city, _area, venue) => `Zakencentrum ${venue}`],
  [2, (city, area) => `Business Center ${city} ${area}`],
  [2, (city, area) => `Kantoorhotel ${city} ${area}`],
  [1, (_city, _area, venue) => `Congrescentrum ${venue}`],
  [1, (_city, _area, venue) => `${venue} Meetings`],
  [1, (city) => `Het Vergaderhuis ${city}`],
  [1, (_city, area) => `Flexhub ${area}`],
];

/** A plausible, varied location name in a city. */
export function locationName(random: DemoRandom, city: string): string {
  return random.weighted(NAME_PATTERNS)(city, random.pick(AREAS), random.pick(VENUES));
}

const FEATURES = [
  { nl: 'daglicht in alle zalen', en: 'daylight in every room' },
  { nl: 'snelle glasvezel-wifi', en: 'fast fibre wifi' },
  { nl: 'een lunchroom met verse producten uit de regio', en: 'a lunch room with fresh local food' },
  { nl: 'een dakterras met uitzicht over de stad', en: 'a roof terrace overlooking the city' },
  { nl: 'een rustige tuin om even bij te komen', en: 'a quiet garden to unwind' },
  { nl: 'een gastvrij team dat meedenkt', en: 'a welcoming team that thinks along' },
  { nl: 'volledig rolstoeltoegankelijke ruimtes', en: 'fully wheelchair-accessible rooms' },
  { nl: 'een karakteristiek monumentaal pand', en: 'a characteristic listed building' },
  { nl: 'moderne presentatietechniek', en: 'modern presentation equipment' },
];

/** Descriptions in both languages. */
export function locationDescription(random: DemoRandom, name: string, city: string) {
  const [first, second] = random.sample(FEATURES, 2);
  const minutes = random.int(2, 12);
  return {
    nl: `${name} ligt op ${minutes} minuten van het centrum van ${city}. Je vindt hier ${first?.nl} en ${second?.nl}. Ideaal voor vergaderingen, trainingen en een dag geconcentreerd werken.`,
    en: `${name} is ${minutes} minutes from the centre of ${city}. You will find ${first?.en} and ${second?.en}. Ideal for meetings, training sessions and a day of focused work.`,
  };
}

const TRANSPORT = [
  { nl: 'met de tram', en: 'by tram' },
  { nl: 'met de bus', en: 'by bus' },
  { nl: 'op de fiets', en: 'by bike' },
  { nl: 'lopend', en: 'on foot' },
];

/** Directions in both languages. */
export function locationDirections(random: DemoRandom, city: string, street: string) {
  const by = random.pick(TRANSPORT);
  const minutes = random.int(3, 15);
  const garage = random.pick(['Centrum', 'Stationsplein', 'Westerpark', 'De Kade', 'Stadhuis']);
  return {
    nl: `Vanaf station ${city} ben je ${by.nl} in ${minutes} minuten aan de ${street}. Met de auto parkeer je in parkeergarage ${garage}, op vijf minuten lopen.`,
    en: `From ${city} station it takes ${minutes} minutes ${by.en} to ${street}. By car, park in the ${garage} garage, a five-minute walk away.`,
  };
}

/** Street names like 'van Vlietlaan' start with a capital at the start of an address. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
