// The demo events' texts, each in its event's own language (Dutch says "je"): name, a description
// of 2-4 paragraphs, 3-6 tags and a program of 2-5 items with speakers. events.ts decides the
// rest (when, where, price, organizer, participants).

export type EventLanguage = 'nl' | 'en';

/** A program item: local start and end minutes, on the event's first day unless `day` says otherwise. */
export interface ProgramText {
  start: number;
  end: number;
  title: string;
  description: string;
  speaker: string;
  /** 0: the first day, 1: the second. */
  day?: number;
}

export interface EventText {
  name: string;
  description: string;
  tags: string[];
  program: ProgramText[];
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');
const item = (start: number, end: number, title: string, speaker: string, description = '', day = 0) => ({
  start,
  end,
  title,
  description,
  speaker,
  ...(day ? { day } : {}),
});

/** The texts by event key (events.ts names the keys). */
export const EVENT_TEXTS = {
  networkDrinks: {
    name: 'Netwerkborrel voor ondernemers',
    description: p(
      'Elke maand komen zelfstandigen, startende ondernemers en mensen uit het MKB samen voor een ontspannen borrel. Geen verplichte pitches, wel goede gesprekken.',
      'Je maakt kennis met andere ondernemers uit de regio, deelt ervaringen en vindt misschien je volgende opdrachtgever of sparringpartner. De host zorgt dat niemand alleen aan de bar staat.',
      'Een drankje en bittergarnituur zijn inbegrepen. Neem gerust een collega mee: aanmelden doet ieder voor zich.',
    ),
    tags: ['netwerken', 'ondernemers', 'borrel', 'mkb'],
    program: [
      item(
        1020,
        1050,
        'Ontvangst en welkom',
        'Hanna Host',
        'Binnenlopen, naamkaartje en een eerste drankje.',
      ),
      item(
        1050,
        1170,
        'Netwerken in kleine groepen',
        'Hanna Host',
        'We brengen je in contact met ondernemers uit jouw branche.',
      ),
      item(1170, 1200, 'Afsluiting', 'Hanna Host'),
    ],
  },
  effectiveMeetings: {
    name: 'Workshop effectief vergaderen',
    description: p(
      'Vergaderingen die uitlopen, agenda’s zonder doel en besluiten die niemand meer weet: herkenbaar? In deze praktische workshop leer je vergaderen in de helft van de tijd.',
      'Je oefent met een heldere agenda, rollen aan tafel en een besluitenlijst die wel wordt gelezen. Na afloop heb je een vergadersjabloon dat je direct kunt gebruiken.',
      'De workshop is voor teamleiders, projectleiders en iedereen die regelmatig een overleg voorzit. Koffie, thee en lunch zijn inbegrepen.',
    ),
    tags: ['vergaderen', 'productiviteit', 'workshop', 'teamleiders', 'samenwerken'],
    program: [
      item(
        540,
        630,
        'Waarom vergaderingen mislukken',
        'Marieke de Vries',
        'De vijf valkuilen en hoe je ze herkent.',
      ),
      item(
        645,
        720,
        'De agenda die werkt',
        'Marieke de Vries',
        'Doelen per punt, tijdsblokken en voorbereiding.',
      ),
      item(720, 765, 'Lunch', ''),
      item(
        765,
        900,
        'Oefenen in rollen',
        'Joost Bakker',
        'Voorzitter, notulist en tijdbewaker in de praktijk.',
      ),
    ],
  },
  lunchLecture: {
    name: 'Lunchlezing duurzaam ondernemen',
    description: p(
      'Hoe maak je je bedrijf duurzamer zonder dat het veel kost? Tijdens deze lunchlezing vertelt een ondernemer hoe zij in drie jaar haar CO2-uitstoot halveerde.',
      'Na de lezing is er tijd voor vragen en praat je verder tijdens een vegetarische lunch met lokale producten.',
    ),
    tags: ['duurzaamheid', 'lunch', 'ondernemen', 'lezing'],
    program: [
      item(
        720,
        765,
        'Lezing: minder uitstoot, meer winst',
        'Sanne Jansen',
        'Concrete stappen voor kleine bedrijven.',
      ),
      item(765, 780, 'Vragen uit de zaal', 'Sanne Jansen'),
      item(780, 840, 'Vegetarische netwerklunch', ''),
    ],
  },
  remoteLeadership: {
    name: 'Remote Leadership Masterclass',
    description: p(
      'Leading a team you rarely see in person asks for different habits. This masterclass gives managers practical tools to build trust, keep focus and make decisions across locations and time zones.',
      'You will work on your own team situation in small groups, in the room or online: the session is hybrid, with a facilitator for each group.',
      'Lunch is included for participants on site. Online participants receive the workbook by e-mail in advance.',
    ),
    tags: ['leadership', 'remote work', 'management', 'hybrid'],
    program: [
      item(570, 660, 'Trust at a distance', 'Claire Thompson', 'What research says about remote teams.'),
      item(
        675,
        750,
        'Rituals that work',
        'Claire Thompson',
        'Check-ins, written updates and async decisions.',
      ),
      item(750, 795, 'Lunch', ''),
      item(795, 900, 'Your team, your plan', 'David Okafor', 'Group work on your own situation.'),
      item(900, 930, 'Wrap-up and next steps', 'Claire Thompson'),
    ],
  },
  productLaunch: {
    name: 'Lancering: de werkplek van morgen',
    description: p(
      'We laten als eerste de nieuwe flexibele werkplekken zien: akoestische belcellen, verstelbare bureaus en een boekingsapp die je werkdag plant.',
      'Na de presentatie kun je alles zelf uitproberen en stel je je vragen aan de ontwerpers.',
      'De avond sluit af met een hapje en een drankje.',
    ),
    tags: ['productlancering', 'werkplek', 'innovatie', 'kantoor'],
    program: [
      item(960, 990, 'Inloop', ''),
      item(
        990,
        1035,
        'Presentatie van de nieuwe werkplek',
        'Pieter van Dijk',
        'Van schets tot product in twaalf maanden.',
      ),
      item(1035, 1110, 'Zelf uitproberen', 'Het ontwerpteam'),
      item(1110, 1170, 'Borrel', ''),
    ],
  },
  designSprint: {
    name: 'Design Sprint Bootcamp',
    description: p(
      'In two days you go through a complete design sprint: from understanding the problem to a tested prototype. Ideal for product teams, marketers and founders who want to validate ideas quickly.',
      'You work in teams of five on a real case, with a coach for each team. On the second day you test your prototype with real users.',
      'Bring a laptop. Materials, lunch on both days and the sprint toolkit are included.',
      'Book before the early-bird date and you save 50 euros.',
    ),
    tags: ['design sprint', 'innovation', 'prototyping', 'product', 'workshop'],
    program: [
      item(
        540,
        720,
        'Map and sketch',
        'Emma de Wit',
        'Long-term goal, sprint questions and sketching solutions.',
      ),
      item(780, 1020, 'Decide and storyboard', 'Emma de Wit', 'Choosing the winning idea together.'),
      item(540, 780, 'Prototype', 'Lucas Meijer', 'A realistic facade in one morning.', 1),
      item(840, 1020, 'Test with users', 'Lucas Meijer', 'Five interviews, one clear conclusion.', 1),
    ],
  },
  aiWebinar: {
    name: 'Webinar: slimmer plannen met AI',
    description: p(
      'Agenda’s vol, planningen die steeds verschuiven? In dit webinar laten we zien hoe AI-assistenten je helpen bij het plannen van je werkweek en je vergaderingen.',
      'We bespreken wat wel en niet werkt, welke gegevens je beter niet deelt en hoe je begint. Je kunt live vragen stellen via de chat.',
    ),
    tags: ['ai', 'planning', 'webinar', 'productiviteit'],
    program: [
      item(720, 750, 'Wat kan AI voor je agenda?', 'Thomas Smit'),
      item(750, 770, 'Live demonstratie', 'Thomas Smit', 'Een werkweek plannen in tien minuten.'),
      item(770, 780, 'Vragen uit de chat', 'Thomas Smit'),
    ],
  },
  pitchNight: {
    name: 'Startup Pitch Night Amsterdam',
    description: p(
      'Ten young startups, three minutes each, one jury of experienced investors. Come and see who builds the next big thing in Amsterdam.',
      'After the pitches the audience votes for its favourite and the jury gives feedback on stage. The evening ends with drinks where you can meet the founders.',
      'Free entrance, but places are limited: register so we know you are coming.',
    ),
    tags: ['startups', 'pitch', 'investors', 'networking', 'amsterdam'],
    program: [
      item(1110, 1140, 'Doors open', ''),
      item(1140, 1230, 'Pitches round one and two', 'Hosted by Sophie Evans'),
      item(1230, 1260, 'Jury feedback and audience vote', 'The jury'),
      item(1260, 1320, 'Drinks with the founders', ''),
    ],
  },
  customerJourney: {
    name: 'Kennissessie klantreis in kaart',
    description: p(
      'Waar haken je klanten af en waar worden ze enthousiast? In deze kennissessie breng je stap voor stap de klantreis van je eigen organisatie in kaart.',
      'Je werkt met een bewezen canvas en gaat naar huis met drie verbeterpunten die je direct kunt oppakken. De sessie is geschikt voor marketing, sales en klantenservice.',
      'Inclusief koffie, thee en een uitgebreide borrelplank na afloop.',
    ),
    tags: ['klantreis', 'marketing', 'klantervaring', 'kennissessie'],
    program: [
      item(
        810,
        870,
        'Wat is een klantreis?',
        'Bente Boeker',
        'Voorbeelden uit de zakelijke dienstverlening.',
      ),
      item(
        885,
        975,
        'Aan de slag met het canvas',
        'Bente Boeker',
        'In tweetallen je eigen klantreis tekenen.',
      ),
      item(975, 1020, 'Verbeterpunten en borrel', 'Bente Boeker'),
    ],
  },
  teamOuting: {
    name: 'Teamdag brainstorm',
    description: p(
      'Een dag met het hele team om de plannen voor het komende halfjaar op te halen: wat gaat goed, wat moet anders en waar gaan we voor?',
      'We werken in wisselende groepjes en sluiten af met een gezamenlijk diner. Het programma volgt nog.',
    ),
    tags: ['teamdag', 'brainstorm', 'planning'],
    program: [
      item(570, 720, 'Terugblik en ideeën ophalen', 'Bente Boeker'),
      item(780, 960, 'Keuzes maken', 'Bente Boeker'),
    ],
  },
  creativeWriting: {
    name: 'Creatief schrijven voor professionals',
    description: p(
      'Zakelijke teksten hoeven niet saai te zijn. In deze kleine workshop leer je technieken van schrijvers gebruiken voor nieuwsbrieven, blogs en presentaties.',
      'Je schrijft veel, krijgt persoonlijke feedback en leert hoe je met een verhaal de aandacht van je lezer vasthoudt.',
      'Maximaal twaalf deelnemers, zodat iedereen aan bod komt.',
    ),
    tags: ['schrijven', 'creativiteit', 'storytelling', 'communicatie'],
    program: [
      item(570, 660, 'De kracht van een goed begin', 'Lotte Visser'),
      item(675, 765, 'Schrijfoefeningen', 'Lotte Visser', 'Korte opdrachten met directe feedback.'),
      item(765, 810, 'Lunch', ''),
      item(810, 930, 'Je eigen tekst herschrijven', 'Lotte Visser'),
    ],
  },
  coworkingMeetup: {
    name: 'Community Meetup: Coworking Rotterdam',
    description: p(
      'Work from a coworking space, or thinking about it? Join the Rotterdam coworking community for an evening of short talks, pizza and good conversations.',
      'Three members share what they learned from working among other freelancers and small companies, and how it helped their business grow.',
    ),
    tags: ['coworking', 'community', 'freelancers', 'rotterdam'],
    program: [
      item(1080, 1110, 'Welcome and pizza', ''),
      item(1110, 1170, 'Lightning talks', 'Three community members'),
      item(1170, 1260, 'Meet the community', ''),
    ],
  },
  excelOnline: {
    name: 'Efficiënt werken met Excel',
    description: p(
      'Je gebruikt Excel dagelijks, maar weet je dat je met een paar slimme functies uren per week bespaart? In deze online training leer je draaitabellen, X.ZOEKEN en voorwaardelijke opmaak.',
      'Je volgt de training live vanaf je eigen laptop en oefent mee met een voorbeeldbestand. De opname blijft een maand beschikbaar.',
      'Geschikt voor iedereen die de basis van Excel kent.',
    ),
    tags: ['excel', 'efficiënt werken', 'online training', 'data'],
    program: [
      item(570, 630, 'Draaitabellen in tien minuten', 'Ruben de Boer'),
      item(640, 700, 'X.ZOEKEN en slimme formules', 'Ruben de Boer'),
      item(710, 750, 'Vragen en oefenen', 'Ruben de Boer'),
    ],
  },
  volunteerMeeting: {
    name: 'Overleg vrijwilligers buurtcentrum',
    description: p(
      'Het kwartaaloverleg van de vrijwilligers van het buurtcentrum: we bespreken het rooster, de activiteiten voor de komende maanden en de nieuwe koffiehoek.',
      'Dit overleg is alleen voor vrijwilligers; je hebt de link van de coördinator gekregen.',
    ),
    tags: ['vrijwilligers', 'overleg', 'buurt'],
    program: [
      item(1170, 1200, 'Rooster en mededelingen', 'Fatima el Amrani'),
      item(1200, 1260, 'Activiteiten voorjaar', 'Fatima el Amrani'),
    ],
  },
  pubQuiz: {
    name: 'Ondernemerscafé met pubquiz',
    description: p(
      'Eens per kwartaal zetten we de deuren open voor iedereen die bij ons vergadert, werkt of gewoon een kop koffie komt drinken. Dit keer met een pubquiz!',
      'Met warme hapjes, een pubquiz over ondernemen en de stad, en natuurlijk veel gezelligheid.',
      'Aanmelden is gratis; zo weten we hoeveel hapjes we moeten maken.',
    ),
    tags: ['pubquiz', 'netwerken', 'ondernemers', 'gezelligheid'],
    program: [
      item(1020, 1080, 'Ontvangst met een drankje', 'Hanna Host'),
      item(1080, 1140, 'Pubquiz: ondernemen in vragen', 'Hanna Host'),
      item(1140, 1200, 'Borrel', ''),
    ],
  },
  gdpr: {
    name: 'Data Privacy Essentials (GDPR)',
    description: p(
      'What may you do with the personal data of your customers and employees? This training explains the GDPR in plain language, with examples from small and medium-sized companies.',
      'You learn how to keep a processing register, when you need consent and what to do after a data breach. Join in the room or online.',
      'Includes a checklist and templates you can use the next day.',
    ),
    tags: ['gdpr', 'privacy', 'compliance', 'training'],
    program: [
      item(780, 840, 'The GDPR in one hour', 'Anna Kowalski'),
      item(
        855,
        930,
        'Cases from practice',
        'Anna Kowalski',
        'Newsletters, camera surveillance and HR files.',
      ),
      item(930, 990, 'Your own checklist', 'Mark Peters'),
    ],
  },
  mindfulness: {
    name: 'Mindfulness op het werk',
    description: p(
      'Een ochtend om even op adem te komen. Je leert eenvoudige ademhalings- en aandachtsoefeningen die je op je werk kunt doen, ook tussen twee vergaderingen door.',
      'De training wordt gegeven in een rustige ruimte met uitzicht op het park. Neem makkelijke kleding mee.',
    ),
    tags: ['mindfulness', 'werkgeluk', 'stress', 'gezondheid'],
    program: [
      item(570, 630, 'Wat is aandacht?', 'Ingrid Mulder'),
      item(645, 720, 'Oefeningen voor aan je bureau', 'Ingrid Mulder'),
    ],
  },
  productRoundtable: {
    name: 'Product Management Roundtable',
    description: p(
      'A small roundtable for product managers to share what is on their mind: roadmaps under pressure, working with stakeholders and measuring what matters.',
      'No slides, no sales pitches: a moderator keeps the conversation going and makes sure everyone gets to speak. Maximum eighteen participants.',
      'Breakfast is served from 8:00.',
    ),
    tags: ['product management', 'roundtable', 'roadmaps', 'stakeholders'],
    program: [
      item(480, 510, 'Breakfast', ''),
      item(510, 600, 'Roundtable: roadmaps under pressure', 'Moderated by James Carter'),
      item(600, 630, 'Takeaways', 'James Carter'),
    ],
  },
  businessBreakfast: {
    name: 'Zakelijk netwerkontbijt Den Haag',
    description: p(
      'Begin de dag goed met een uitgebreid ontbijt en nieuwe contacten. Ondernemers, ambtenaren en mensen uit het onderwijs in Den Haag ontmoeten elkaar aan lange tafels.',
      'Een korte inleiding geeft de toon, daarna praat je aan tafel verder. Om half tien ben je weer op je werk.',
    ),
    tags: ['ontbijt', 'netwerken', 'den haag', 'ondernemers'],
    program: [
      item(450, 480, 'Ontvangst', ''),
      item(480, 495, 'Inleiding: samenwerken in de stad', 'Karin Hendriks'),
      item(495, 570, 'Netwerkontbijt', ''),
    ],
  },
  pitchTraining: {
    name: 'Presentatietraining: overtuigend pitchen',
    description: p(
      'Of je nu investeerders, klanten of je directie wilt overtuigen: een goede pitch maakt het verschil. In deze intensieve training werk je aan je eigen verhaal.',
      'Je presenteert meerdere keren voor de groep en wordt gefilmd, zodat je precies ziet wat je sterker kunt maken. Met maximaal tien deelnemers krijg je veel persoonlijke aandacht.',
      'Wie zich vroeg aanmeldt, betaalt het vroegboekersbedrag.',
    ),
    tags: ['presenteren', 'pitchen', 'training', 'communicatie', 'overtuigen'],
    program: [
      item(540, 630, 'De opbouw van een pitch', 'Noor Bos'),
      item(645, 735, 'Eerste ronde pitchen op camera', 'Noor Bos'),
      item(735, 780, 'Lunch', ''),
      item(780, 900, 'Feedback en tweede ronde', 'Noor Bos', 'Met de beelden van de ochtend.'),
      item(900, 960, 'Slotpresentaties', 'Noor Bos'),
    ],
  },
  sustainabilityPanel: {
    name: 'Panel: Sustainable Events',
    description: p(
      'How green can a conference be? Event organisers, venue owners and a caterer discuss what they changed and what it cost them.',
      'The panel is hybrid: join in the room or follow the livestream and ask your questions online.',
      'Afterwards there is a short networking session for participants on site.',
    ),
    tags: ['sustainability', 'events', 'panel', 'hospitality'],
    program: [
      item(900, 915, 'Introduction', 'Olivia Brown'),
      item(915, 990, 'Panel discussion', 'Olivia Brown with guests'),
      item(990, 1020, 'Questions from the room and online', 'Olivia Brown'),
      item(1020, 1080, 'Networking', ''),
    ],
  },
  socialPhotography: {
    name: 'Fotografie voor social media',
    description: p(
      'Met je telefoon maak je prima foto’s voor LinkedIn, Instagram en je website, als je weet waar je op moet letten. Leer werken met licht, compositie en eenvoudige bewerking.',
      'In de middag ga je naar buiten voor een fotowandeling en bespreken we de resultaten samen.',
      'Neem je telefoon en een volle accu mee.',
    ),
    tags: ['fotografie', 'social media', 'creatief', 'marketing'],
    program: [
      item(780, 840, 'Licht en compositie', 'Daan Vermeulen'),
      item(840, 930, 'Fotowandeling', 'Daan Vermeulen'),
      item(930, 990, 'Nabespreking en bewerken', 'Daan Vermeulen'),
    ],
  },
  agileCoffee: {
    name: 'Agile Coffee Morning',
    description: p(
      'An informal morning for scrum masters, agile coaches and anyone curious about working in short cycles. We use lean coffee: the group sets the agenda.',
      'Bring your questions and experiences; leave with new ideas and contacts.',
    ),
    tags: ['agile', 'scrum', 'lean coffee', 'teamwork'],
    program: [
      item(540, 555, 'Coffee and topic collection', ''),
      item(555, 660, 'Lean coffee discussions', 'Facilitated by Tom Walker'),
    ],
  },
  boardMeetings: {
    name: 'Vergadertechnieken voor verenigingen',
    description: p(
      'Besturen van verenigingen en stichtingen vergaderen vaak ’s avonds, na een lange werkdag. In dit online college leer je hoe je ledenvergaderingen en bestuursoverleg kort en prettig houdt.',
      'Met aandacht voor de statuten, stemmen op afstand en het voorzitten van lastige discussies.',
      'Je volgt het college vanuit huis; de link krijg je na aanmelding.',
    ),
    tags: ['verenigingen', 'bestuur', 'vergaderen', 'online'],
    program: [
      item(1170, 1215, 'Goed voorzitten', 'Henk Willems'),
      item(1215, 1245, 'Stemmen op afstand', 'Yvonne Claassen'),
      item(1245, 1260, 'Vragen', 'Henk Willems'),
    ],
  },
  autumnConference: {
    name: 'Congres nieuw werken',
    description: p(
      'Het jaarlijkse congres over de toekomst van werk: hybride teams, de rol van het kantoor en wat medewerkers echt nodig hebben om goed te werken.',
      'Met keynotes, praktijkverhalen van werkgevers en interactieve sessies in de middag.',
      'Inclusief lunch en afsluitende borrel.',
    ),
    tags: ['nieuw werken', 'congres', 'hybride werken', 'kantoor', 'hr'],
    program: [
      item(570, 600, 'Opening', 'Hanna Host'),
      item(600, 690, 'Keynote: het kantoor als ontmoetingsplek', 'Prof. Eva Kuipers'),
      item(690, 750, 'Praktijkverhalen', 'Drie werkgevers'),
      item(810, 930, 'Interactieve sessies', 'Diverse sprekers'),
      item(930, 990, 'Borrel', ''),
    ],
  },
  smartCityHackathon: {
    name: 'Smart City Hackathon',
    description: p(
      'Two days, one challenge: make the city more liveable with open data. Developers, designers and policy makers team up to build working prototypes.',
      'Mentors from the municipality and local companies help your team along. On the second afternoon every team presents to the jury; the winning idea gets a pilot.',
      'Meals, snacks and plenty of coffee are provided. Bring your laptop.',
    ),
    tags: ['hackathon', 'smart city', 'open data', 'innovation', 'developers'],
    program: [
      item(540, 600, 'Kick-off and challenges', 'Mila Hoekstra'),
      item(600, 1200, 'Hacking', 'Mentors on call'),
      item(540, 840, 'Final sprint', '', '', 1),
      item(870, 990, 'Team presentations and jury', 'The jury', 'Five minutes per team.', 1),
    ],
  },
} satisfies Record<string, EventText>;

export type EventKey = keyof typeof EVENT_TEXTS;

/** Why some participants are interested (a registration's special interest), by language. */
export const SPECIAL_INTERESTS: Record<EventLanguage, readonly string[]> = {
  nl: [
    'Ik wil graag in contact komen met andere ondernemers.',
    'Vegetarisch graag.',
    'Ik kom samen met een collega.',
    'Ik ben vooral benieuwd naar de praktijkvoorbeelden.',
  ],
  en: [
    'Looking forward to meeting peers.',
    'Vegetarian, please.',
    'I am mostly interested in the practical examples.',
    'Coming with a colleague.',
  ],
};

/** Keywords participants choose from when registering (at least 3), by language. */
export const REGISTRATION_TAGS: Record<EventLanguage, readonly string[]> = {
  nl: ['netwerken', 'ondernemen', 'leren', 'inspiratie', 'samenwerken', 'innovatie', 'marketing', 'hr'],
  en: ['networking', 'learning', 'inspiration', 'innovation', 'collaboration', 'marketing', 'product'],
};
