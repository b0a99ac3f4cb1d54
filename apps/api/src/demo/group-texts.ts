// The demo groups' texts, each in its group's own language (Dutch says "je"): a name and a
// description of two or three paragraphs (plain text, paragraphs split by a blank line, as the
// group form stores it). groups.ts decides the rest (who, how many, join type, toggles).

export type GroupLanguage = 'nl' | 'en';

export interface GroupText {
  name: string;
  description: string;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** The texts by group key (groups.ts names the keys). */
export const GROUP_TEXTS = {
  hosts: {
    name: 'Hosts van Nederland',
    description: p(
      'Voor iedereen die gasten ontvangt op een vergader- of coworkinglocatie: receptie, hosts, community managers en locatiemanagers. Hier delen we wat werkt aan de balie, in de zaal en daarna.',
      'Stel je vragen, deel een handige checklist of vertel over een gast die je dag goed maakte. Elke maand organiseren we een ronde tafel op een van de locaties in het netwerk.',
      'Iedereen die op een partnerlocatie werkt is welkom: je wordt meteen lid.',
    ),
  },
  communityManagers: {
    name: 'Community managers coworking',
    description: p(
      'Een besloten groep voor community managers van coworkingplekken. We wisselen ervaringen uit over events, nieuwe leden welkom heten en de sfeer op de werkvloer.',
      'Omdat we open praten over cijfers en lastige situaties, beoordelen de beheerders elk verzoek om lid te worden. Vertel bij je aanvraag kort op welke locatie je werkt.',
    ),
  },
  sustainableMeetings: {
    name: 'Duurzaam vergaderen',
    description: p(
      'Minder afval, lokale lunches, goed bereikbare locaties en zuinige zalen: in deze groep verzamelen we praktische ideeën om bijeenkomsten duurzamer te maken.',
      'Voor boekers, organisatoren en locaties. Deel wat je zelf hebt geprobeerd, ook als het niet meteen lukte.',
    ),
  },
  hospitality: {
    name: 'Hospitality & Catering Professionals',
    description: p(
      'For chefs, catering coordinators and hospitality staff at meeting venues across the Netherlands. We talk menus, dietary requests, suppliers and how to serve a lunch for eighty in twenty minutes.',
      'Membership is on request: tell the admins briefly where you work, so the group stays a place for people in the trade.',
    ),
  },
  avTech: {
    name: 'AV en techniek in vergaderzalen',
    description: p(
      'Beamers, schermen, microfoons, hybride opstellingen en wifi die het wel doet: hier helpen technici en hosts elkaar met de techniek in vergaderzalen.',
      'De ledenlijst is uitgeschakeld; stel je vraag gewoon in de groep en wie het weet, reageert.',
    ),
  },
  internationals: {
    name: 'Internationals at Work',
    description: p(
      'A group for international professionals who work at or from coworking spaces and meeting venues in the Netherlands. Find your way around Dutch work culture, share tips and meet people.',
      'Posts are in English, questions in any language. Everyone is welcome to join.',
    ),
  },
  eventPlanners: {
    name: 'Evenementenplanners Randstad',
    description: p(
      'Voor wie bijeenkomsten, trainingen en congressen organiseert in de Randstad, bij een bureau of binnen een organisatie. We delen locatietips, draaiboeken en ervaringen met leveranciers.',
      'Lid worden gaat op verzoek. De beheerders nodigen ook zelf mensen uit die veel organiseren op de locaties in het netwerk.',
    ),
  },
  facilities: {
    name: 'Facility management en werkplekbeheer',
    description: p(
      'Een kleine groep voor facility managers en werkplekbeheerders die flexplekken, vergaderzalen en externe locaties inkopen of beheren.',
      'Hier stellen we elkaar vooral vragen; verhalen staan uit, zodat de groep overzichtelijk blijft.',
    ),
  },
  startups: {
    name: 'Startups & Freelancers',
    description: p(
      'Founders and freelancers who work from the coworking spaces in the network. Share what you are building, find a sparring partner or a co-founder, and hear about pitch evenings first.',
      'Open to everyone: join, introduce yourself and say hello.',
    ),
  },
  wellbeing: {
    name: 'Gezond werken op locatie',
    description: p(
      'Bewegen tussen de vergaderingen door, goede stoelen, daglicht en gezonde lunches: een kleine groep voor iedereen die werkplekken gezonder wil maken.',
      'We zijn nog klein en zoeken mensen die willen meedenken. Iedereen kan meteen lid worden.',
    ),
  },
  photography: {
    name: 'Locatiefotografie',
    description: p(
      'Een groep in opbouw voor hosts en fotografen: hoe fotografeer je een vergaderzaal zo dat boekers zien wat ze krijgen?',
      'Deze groep is nog een concept en wordt gepubliceerd zodra er een eerste verhaal klaarstaat.',
    ),
  },
} as const satisfies Record<string, GroupText>;

export type GroupKey = keyof typeof GROUP_TEXTS;
