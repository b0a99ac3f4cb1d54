import type { GroupKey } from './group-texts.ts';
import type { Who } from './network-people.ts';

// The demo's questions, answers and replies, each in its question's language (nl or en).

export interface DemoAnswer {
  /** A fixed account or member; else a member drawn at random (of the group, for a group's question). */
  by?: Who;
  text: string;
  /** How many members vote it up and down. */
  up: number;
  down?: number;
  replies?: { by?: Who | 'asker'; text: string }[];
}

export interface DemoQuestion {
  language: 'nl' | 'en';
  /** A fixed account or member; else a member of the group (or of the network) drawn at random. */
  by?: Who;
  group?: GroupKey;
  daysAgo: number;
  title: string;
  text: string;
  tags: string[];
  answers: DemoAnswer[];
  /** The index of the best answer (chosen by the asker). */
  best?: number;
  closed?: true;
}

export const QUESTIONS: readonly DemoQuestion[] = [
  {
    language: 'nl',
    by: 'booker',
    daysAgo: 12,
    title: 'Vergaderruimte voor 12 personen met goede koffie in Utrecht?',
    text: 'Ik zoek voor een kwartaalsessie een vergaderruimte voor 12 personen dicht bij Utrecht Centraal. Goede koffie en daglicht zijn belangrijk. Wie heeft een tip?',
    tags: ['utrecht', 'vergaderruimte', 'koffie'],
    answers: [
      {
        text: 'Probeer de ruimtes aan de Catharijnesingel: vijf minuten lopen, veel daglicht en een echte barista beneden.',
        up: 6,
        down: 1,
        replies: [
          { by: 'asker', text: 'Dank je! Hebben ze ook een scherm voor presentaties?' },
          { text: 'Ja, een groot scherm en een clickshare.' },
        ],
      },
      {
        text: 'In Leidsche Rijn zijn de prijzen lager en je parkeert er makkelijk, maar het is wel een stukje met de bus.',
        up: 3,
      },
      { text: 'Vraag altijd of de koffie bij de dagprijs zit, dat scheelt veel.', up: 2, down: 1 },
    ],
    best: 0,
  },
  {
    language: 'en',
    by: 'booker',
    group: 'sustainableMeetings',
    daysAgo: 5,
    title: 'How do you keep catering waste low at a full-day session?',
    text: 'We run a full-day workshop for 30 people next month. Any tips to keep the catering waste low without people going hungry?',
    tags: ['catering', 'sustainability'],
    answers: [
      {
        text: 'Ask for lunch in two rounds: the second round only when the first is almost gone. Our waste halved.',
        up: 4,
        replies: [{ by: 'asker', text: 'Smart, I will ask the venue about it.' }],
      },
      {
        text: 'Tap water in jugs instead of bottles, and let people register their dietary needs beforehand.',
        up: 3,
      },
    ],
  },
  {
    language: 'nl',
    daysAgo: 40,
    title: 'Wat is een redelijke dagprijs voor een flexplek in Amsterdam?',
    text: 'Ik werk twee dagen per week buiten de deur. Wat betalen jullie gemiddeld voor een flexplek in Amsterdam, inclusief koffie?',
    tags: ['amsterdam', 'flexplek', 'prijzen'],
    answers: [
      {
        by: 'booker',
        text: 'Ik betaal rond de 25 euro per dag in Oost, koffie en thee inbegrepen.',
        up: 5,
        replies: [{ text: 'Dat is ongeveer wat ik ook zie in West.' }],
      },
      { text: 'Met een strippenkaart wordt het vaak goedkoper, vraag ernaar.', up: 2 },
    ],
    best: 0,
    closed: true,
  },
  {
    language: 'en',
    daysAgo: 33,
    title: 'Hybrid meeting: which camera setup works for 20 people?',
    text: 'Half of our team joins remotely. Which camera and microphone setup works for a room with 20 people around one table?',
    tags: ['hybrid', 'av'],
    answers: [
      {
        text: 'A 180-degree camera at the head of the table plus two ceiling microphones. Avoid a single speakerphone in the middle.',
        up: 7,
        replies: [{ text: 'Agreed, the ceiling microphones make the difference.' }],
      },
      {
        by: 'booker',
        text: 'We booked a room with a fixed system; testing it an hour before saved us.',
        up: 3,
      },
      { text: 'Above 30 people you will have connection problems anyway, keep it smaller.', up: 1, down: 2 },
    ],
    best: 0,
  },
  {
    language: 'nl',
    group: 'hosts',
    daysAgo: 25,
    title: 'Hoe gaan jullie om met no-shows bij vergaderingen?',
    text: 'We hebben steeds vaker boekingen waarbij niemand komt opdagen. Rekenen jullie dan de volle prijs of geven jullie tegoed?',
    tags: ['no-show', 'annulering'],
    answers: [
      {
        text: 'Wij rekenen de volle prijs na 24 uur voor de start, dat staat duidelijk in de voorwaarden.',
        up: 4,
      },
      {
        text: 'Wij geven tegoed voor een volgende boeking; dat levert vaak een vaste klant op.',
        up: 3,
        replies: [
          { by: 'asker', text: 'Interessant, hoeveel van die klanten komen terug?' },
          { text: 'Ongeveer de helft.' },
        ],
      },
    ],
    best: 1,
  },
  {
    language: 'en',
    group: 'internationals',
    daysAgo: 20,
    title: 'Quiet place to work in Rotterdam on Sundays?',
    text: 'Most coworking spaces seem closed on Sundays. Does anyone know a quiet place in Rotterdam that is open?',
    tags: ['rotterdam', 'coworking', 'weekend'],
    answers: [
      {
        by: 'booker',
        text: 'The library on the Blaak is open on Sunday afternoons and has quiet floors.',
        up: 3,
      },
      { text: 'Some hotels near the station rent their lobby workspaces on Sundays too.', up: 2 },
    ],
  },
  {
    language: 'nl',
    daysAgo: 18,
    title: 'Tips voor een heidag buiten de stad?',
    text: 'Met ons team van acht willen we een heidag op een groene plek, maximaal een uur rijden vanaf Den Haag. Suggesties?',
    tags: ['heidag', 'den haag', 'groen'],
    answers: [
      { text: 'Landgoederen rond Wassenaar hebben vaak een koetshuis dat je per dag huurt.', up: 4 },
      {
        text: 'Kies een plek met een wandelroute, dan kun je een deel van het programma buiten doen.',
        up: 2,
      },
    ],
    best: 0,
  },
  {
    language: 'en',
    daysAgo: 15,
    title: 'Invoice per booking or one monthly invoice?',
    text: 'Our finance team prefers one invoice a month. Do venues usually accept that, or is it always per booking?',
    tags: ['invoices', 'finance'],
    answers: [{ text: 'Most venues invoice per booking; a credit bundle can be a way around it.', up: 3 }],
  },
  {
    language: 'nl',
    group: 'avTech',
    daysAgo: 14,
    title: 'Welke presentatieclicker werkt zonder software?',
    text: 'Ik wil een clicker die op elke laptop werkt zonder drivers. Ervaringen?',
    tags: ['av', 'presenteren'],
    answers: [
      {
        text: 'Alles wat zich als toetsenbord aanmeldt werkt overal; let op dat er een laserpunt in zit.',
        up: 3,
      },
      { text: 'Neem reservebatterijen mee, daar gaat het het vaakst mis.', up: 2 },
    ],
    best: 0,
    closed: true,
  },
  {
    language: 'en',
    daysAgo: 11,
    title: 'Booking a workspace for a whole week: cheaper per day?',
    text: 'I need a desk for five days in a row. Is it usually cheaper per day to book the whole week at once?',
    tags: ['workspace', 'prices'],
    answers: [
      {
        by: 'booker',
        text: 'In my experience yes, about ten percent; some venues give the fifth day for free.',
        up: 4,
      },
      { text: 'Check the cancellation terms: a week booking is sometimes harder to change.', up: 2 },
    ],
    best: 1,
  },
  {
    language: 'nl',
    group: 'facilities',
    daysAgo: 9,
    title: 'Hoe houden jullie de temperatuur goed in kleine vergaderruimtes?',
    text: 'Onze kleine ruimtes worden na een uur met zes mensen erg warm. Wat werkt bij jullie?',
    tags: ['klimaat', 'facilitair'],
    answers: [
      {
        text: 'Een CO2-meter in elke ruimte: dan zie je wanneer het raam open moet.',
        up: 5,
        replies: [{ text: 'Die hebben wij ook, gasten vinden het prettig om te zien.' }],
      },
      { text: 'Plan een korte pauze per uur en zet de deur dan even open.', up: 1 },
    ],
    best: 0,
  },
  {
    language: 'en',
    daysAgo: 8,
    title: 'Accessible venues in Eindhoven?',
    text: 'One of our participants uses a wheelchair. Which venues in Eindhoven have step-free access and an accessible toilet?',
    tags: ['accessibility', 'eindhoven'],
    answers: [
      {
        text: 'The venues at Strijp-S are mostly in renovated halls with lifts; ask about the toilet explicitly.',
        up: 3,
      },
    ],
  },
  {
    language: 'nl',
    daysAgo: 7,
    title: 'Lunch regelen voor deelnemers met verschillende dieetwensen',
    text: 'Bij onze training zitten vegetariërs, iemand met een notenallergie en iemand die halal eet. Hoe pakken jullie dat aan?',
    tags: ['catering', 'dieet'],
    answers: [
      {
        by: 'booker',
        text: 'Ik geef de wensen een week vooraf door en vraag om apart gelabelde schalen.',
        up: 4,
      },
      { text: 'Vraag of de locatie zelf kookt; dan kunnen ze veel meer.', up: 2 },
    ],
  },
  {
    language: 'en',
    group: 'internationals',
    daysAgo: 6,
    title: 'Do Dutch venues expect a deposit?',
    text: 'Coming from abroad I am used to paying a deposit. Is that common for meeting rooms in the Netherlands?',
    tags: ['payments', 'netherlands'],
    answers: [
      {
        text: 'Rarely for small rooms; for large events a prepayment is common.',
        up: 2,
        replies: [{ by: 'asker', text: 'Good to know, thanks.' }],
      },
    ],
    best: 0,
  },
  {
    language: 'nl',
    daysAgo: 4,
    title: 'Zijn er vergaderplekken met oplaadpunten voor elektrische auto’s?',
    text: 'Ik rijd elektrisch en zoek een locatie in de regio Arnhem met laadpalen op eigen terrein.',
    tags: ['parkeren', 'arnhem', 'duurzaam'],
    answers: [
      {
        text: 'Veel locaties op bedrijventerreinen hebben er tegenwoordig een paar; reserveer ze wel.',
        up: 1,
      },
    ],
  },
  {
    language: 'en',
    daysAgo: 3,
    title: 'How early can I get into the room before my meeting?',
    text: 'I like to set up 30 minutes before a meeting. Is that usually included, or do I book an extra half hour?',
    tags: ['meeting rooms', 'planning'],
    answers: [
      { text: 'Book the extra half hour: the room may be used right before yours.', up: 3 },
      { by: 'booker', text: 'I always ask; often it is free when the room is empty anyway.', up: 1 },
    ],
  },
  {
    language: 'nl',
    group: 'hosts',
    daysAgo: 2,
    title: 'Welke boekingssoftware koppelt met jullie agenda?',
    text: 'We willen de boekingen automatisch in onze gedeelde agenda zien. Wie heeft dat werkend?',
    tags: ['agenda', 'software'],
    answers: [{ text: 'De agendalink van het platform in Outlook abonneren werkt bij ons prima.', up: 2 }],
  },
  {
    language: 'en',
    daysAgo: 2,
    title: 'Best day of the week for a team offsite?',
    text: 'We are planning a team offsite. Is there a day when venues are quieter and cheaper?',
    tags: ['offsite', 'prices'],
    answers: [
      { text: 'Mondays and Fridays are usually quieter, and some venues lower their prices then.', up: 2 },
    ],
  },
  {
    language: 'nl',
    daysAgo: 1,
    title: 'Fotograferen tijdens een evenement: toestemming vragen?',
    text: 'We willen foto’s maken tijdens ons netwerkevenement. Hoe regelen jullie de toestemming van deelnemers?',
    tags: ['evenementen', 'privacy'],
    answers: [],
  },
  {
    language: 'en',
    group: 'sustainableMeetings',
    daysAgo: 1,
    title: 'Train-friendly venues for a national meeting?',
    text: 'We want everybody to come by train. Which cities have venues within walking distance of an intercity station?',
    tags: ['train', 'sustainability'],
    answers: [
      {
        text: 'Utrecht, Amersfoort and Zwolle all have several venues within five minutes of the station.',
        up: 1,
      },
    ],
  },
];
