// The words of the demo's tenders and proposals: what applicants ask (in their language), what the
// host answers (a personal text per location, in the tender's language), and the applicants'
// comments. Plain data; proposals.ts picks from it.

export type DemoLanguage = 'nl' | 'en';

/** A tender's meeting as its applicant describes it. */
export interface DemoMeeting {
  name: string;
  description: string;
}

export const MEETINGS = {
  teamDay: {
    name: 'Teamdag marketing',
    description:
      'Met ons marketingteam van twaalf mensen zoeken we een lichte zaal voor een teamdag: ’s ochtends terugblikken op het jaar, ’s middags plannen maken voor het voorjaar. Graag koffie de hele dag, een lunch en een scherm om presentaties op te laten zien.',
  },
  board: {
    name: 'Bestuursvergadering',
    description:
      'Vergadering van het bestuur van onze stichting, acht personen. We zoeken een rustige zaal met één grote tafel, een scherm voor de jaarstukken en koffie en thee. Graag op loopafstand van het station.',
  },
  training: {
    name: 'Training klantgericht schrijven',
    description:
      'Een trainingsdag voor zestien medewerkers van onze klantenservice, met een externe trainer. We werken in de ochtend plenair en ’s middags in groepjes; een flip-over en een lunch zijn welkom.',
  },
  offsite: {
    name: 'Product team offsite',
    description:
      'A quiet day away from the office for our product team of six: roadmap planning in the morning, a design review in the afternoon. We would like a room with daylight, a large screen, coffee and a simple lunch.',
  },
  finance: {
    name: 'Heidag afdeling Financiën',
    description:
      'Onze afdeling Financiën (twintig collega’s) gaat een dag de hei op om het nieuwe werkproces door te nemen. Een zaal in carrévorm, koffie en thee, lunch en graag parkeerplaatsen in de buurt.',
  },
  interviews: {
    name: 'Sollicitatiegesprekken',
    description:
      'Een dag sollicitatiegesprekken met vier mensen aan tafel. Een kleine, rustige kamer volstaat; koffie en water voor ons en de kandidaten.',
  },
  sales: {
    name: 'Kwartaalmeeting sales',
    description:
      'De kwartaalmeeting van ons salesteam: cijfers bespreken en de plannen voor het volgende kwartaal. Tien personen, een beamer en koffie met iets lekkers erbij.',
  },
  workshop: {
    name: 'Workshop design thinking',
    description:
      'Een ochtendworkshop design thinking voor veertien deelnemers. We hebben ruimte nodig om te bewegen, muren of borden om post-its op te plakken en koffie en thee.',
  },
} as const satisfies Record<string, DemoMeeting>;

/** The host's personal text of a proposal: one per location and language, so no two read alike. */
export function proposalText(
  language: DemoLanguage,
  variant: number,
  p: { firstName: string; meeting: string; room: string; location: string; city: string },
): string {
  const nl = [
    `Beste ${p.firstName},\n\nHartelijk dank voor uw aanvraag voor de ${p.meeting.toLowerCase()}. Graag bieden wij u ${p.room} aan: een lichte zaal met daglicht en alles wat u nodig hebt om goed te kunnen werken. Koffie en thee staan de hele dag klaar en onze lunch wordt vers bereid.\n\nWe kijken ernaar uit u te ontvangen in ${p.location}.\n\nMet vriendelijke groet,\nHanna`,
    `Beste ${p.firstName},\n\nWat leuk dat u aan ${p.location} denkt! Voor uw bijeenkomst reserveren we graag ${p.room}, rustig gelegen aan de achterkant van het gebouw. Het scherm en de flip-over staan klaar als u binnenkomt, en wie met de trein komt loopt in een paar minuten van het station naar ons toe.\n\nHeeft u nog wensen? Laat het ons gerust weten.\n\nHartelijke groet,\nHanna`,
    `Beste ${p.firstName},\n\nDank u wel voor uw aanvraag. In ${p.city} kunt u bij ons terecht in ${p.room}, een ruimte die zich goed leent voor een dag met afwisseling tussen overleg en groepswerk. Onze gastvrouwen zorgen ervoor dat u zich nergens druk om hoeft te maken.\n\nWij horen graag of dit voorstel bij u past.\n\nVriendelijke groet,\nHanna`,
    `Beste ${p.firstName},\n\nGraag bieden wij u ${p.room} aan voor de ${p.meeting.toLowerCase()}. De zaal heeft een grote tafel, goede akoestiek en uitzicht op het groen; parkeren kan voor de deur. We hebben de prijs zo scherp mogelijk gemaakt.\n\nTot ziens in ${p.location}!\n\nMet hartelijke groet,\nHanna`,
  ];
  const en = [
    `Dear ${p.firstName},\n\nThank you for thinking of ${p.location}. We would be delighted to welcome your team in ${p.room}, a bright room with plenty of daylight and a large screen. Coffee and tea are available all day, and our lunch is freshly made in our own kitchen.\n\nWe look forward to hosting you.\n\nKind regards,\nHanna`,
    `Dear ${p.firstName},\n\nMany thanks for your request. For your ${p.meeting.toLowerCase()} we can offer ${p.room}, quietly located at the back of the building, a few minutes' walk from the station. Everything will be set up when you arrive.\n\nDo let us know if there is anything else we can arrange.\n\nWarm regards,\nHanna`,
  ];
  const texts = language === 'nl' ? nl : en;
  return texts[variant % texts.length] as string;
}

export const CHANGE_COMMENTS = {
  teamDay:
    'Het voorstel ziet er mooi uit! Kunnen jullie de lunch ook helemaal vegetarisch maken, en kunnen we tot 17:30 blijven? Dan beslissen we deze week.',
  board:
    'Dank voor het voorstel. Zit de lunch voor het bestuur er ook in, en is er nog iets te doen aan de prijs van de zaal? Dan gaan we akkoord.',
} as const;

export const REJECT_REASON =
  'We hebben een locatie gevonden die beter in ons budget past. Dank voor het mooie voorstel!';

export const DECLINE_REASONS = {
  nl: 'Helaas zijn al onze zalen op die ochtend al bezet. We helpen u graag een andere keer!',
  nlOther: 'Onze grote zaal wordt die week verbouwd, dus we kunnen u geen passende ruimte bieden.',
} as const;

/** The applicant's remark when accepting (kept in the accepted history row). */
export const ACCEPT_COMMENT = 'Top, we gaan akkoord. Tot dan!';
