// The demo stories' texts, each in its story's own language (Dutch says "je"): a title, an intro
// (the short description), the body as the clean HTML the API stores (only p, h2, h3, strong, em,
// ul, ol, li, blockquote and links to https addresses: its sanitizer's allowlist), tags and
// sources. `{location}` in a location story stands for the location's name (stories.ts fills it
// in). The comments at the end are what demo members write under a story, per language.

export type StoryLanguage = 'nl' | 'en';

export interface StorySourceText {
  Kind: 'link' | 'video';
  Title: string;
  Url: string;
}

export interface StoryText {
  title: string;
  intro: string;
  body: string;
  tags: string[];
  sources?: StorySourceText[];
}

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;
const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const html = (...parts: string[]) => parts.join('');

/** The texts by story key (stories.ts names the keys). */
export const STORY_TEXTS = {
  meetingRoomWelcome: {
    title: 'Zo voelt een vergaderzaal als thuiskomen',
    intro:
      'Een goede vergaderzaal merk je niet op, een slechte wel. Wat wij in tien jaar ontvangen hebben geleerd over licht, koffie en de eerste vijf minuten.',
    body: html(
      p(
        'Gasten beslissen in de eerste vijf minuten of ze zich welkom voelen. Niet bij de beamer of de wifi, maar bij de deur: wordt er opgekeken, weet iemand hun naam, staat de koffie klaar?',
      ),
      h2('De eerste vijf minuten'),
      ul(
        '<strong>Naam op het scherm</strong> bij de ingang, zodat niemand hoeft te zoeken.',
        'Koffie en thee <em>voordat</em> de eerste gast binnenkomt, niet erna.',
        'Een host die de zaal laat zien en vertelt waar de pauzeruimte is.',
      ),
      h2('Licht en lucht'),
      p(
        'Daglicht doet meer voor een middagsessie dan een extra kop koffie. Zet de gordijnen open, zet een raam op een kier en houd de temperatuur rond de twintig graden.',
      ),
      quote('Een zaal is pas klaar als je er zelf een dag zou willen zitten.'),
      p(
        'In de video hieronder laten we zien hoe wij een zaal in een kwartier klaarzetten. Deel gerust je eigen tips in de reacties.',
      ),
    ),
    tags: ['hosts', 'gastvrijheid', 'vergaderzalen'],
    sources: [
      {
        Kind: 'video',
        Title: 'Een vergaderzaal klaarzetten in 15 minuten',
        Url: 'https://www.youtube.com/watch?v=q8Zt3mVx2Lk',
      },
    ],
  },
  coworkingLessons: {
    title: 'Five things I learned running a coworking space',
    intro:
      'Four years, two buildings and one flooded basement later: the lessons I wish someone had told me on day one.',
    body: html(
      p(
        'When we opened our first coworking floor, I thought the job was about desks and coffee. It turned out to be about people, and about being honest when something goes wrong.',
      ),
      ol(
        '<strong>Members stay for each other</strong>, not for the furniture. Introduce people on their first day.',
        '<strong>Quiet matters</strong> more than anyone admits. Make at least one room a phone-free zone.',
        '<strong>Say what you are changing</strong> before you change it, even the brand of coffee.',
        'Events work best when members host them. Give them the room and step aside.',
        'Keep a spare key, a spare charger and a spare umbrella at the desk. You will need all three.',
      ),
      p(
        'I wrote more about the first year in a longer piece, linked below. I would love to hear what other hosts in the network would add to the list.',
      ),
    ),
    tags: ['coworking', 'community', 'lessons learned'],
    sources: [
      {
        Kind: 'link',
        Title: 'Our first year, in numbers and stories',
        Url: 'https://www.example.com/blog/first-year-coworking',
      },
    ],
  },
  coffeeFirst: {
    title: 'Duurzaam vergaderen begint bij de koffie',
    intro:
      'Bekertjes, cupjes en halfvolle kannen: bij de koffie valt in één dag meer te winnen dan je denkt. Drie dingen die wij als boekers nu standaard vragen.',
    body: html(
      p(
        'Toen we voor onze afdeling de vergaderingen van een jaar op een rij zetten, schrokken we van het afval rond de koffie. Niet de lunch, niet de flip-overs, maar de koffie.',
      ),
      h2('Wat we nu vragen bij elke boeking'),
      ul(
        'Porseleinen kopjes in plaats van bekers, ook bij de pauzeplek.',
        'Koffie in kannen die worden bijgevuld, niet vooraf tien kannen klaar.',
        'Melk en suiker in een schaaltje in plaats van losse cupjes.',
      ),
      p(
        'De meeste locaties in het netwerk doen dit al zonder dat je het vraagt. Waar het nog niet zo is, helpt een vriendelijke vraag bij de boeking meer dan je denkt.',
      ),
      p(
        `In de groep <em>Duurzaam vergaderen</em> verzamelen we meer van dit soort ideeën. Achtergrond vind je bij ${a('https://www.milieucentraal.nl/', 'Milieu Centraal')}.`,
      ),
    ),
    tags: ['duurzaamheid', 'koffie', 'boeken'],
  },
  hybridMeetings: {
    title: 'Hybrid meetings that actually work',
    intro:
      'Half the team in the room, half on a screen, and nobody quite hearing the other half. It does not have to be that way.',
    body: html(
      p(
        'After running more than a hundred hybrid sessions from meeting venues, our team has settled on a few rules that make the people on the screen feel like they are in the room.',
      ),
      h2('Before the meeting'),
      ul(
        'Book a room with a ceiling microphone or ask the host for a conference speaker.',
        'Test the camera from the far end of the table, not from the laptop.',
        'Share the agenda in the invitation, with who speaks when.',
      ),
      h2('During the meeting'),
      ul(
        'Start with the people online: they speak first in every round.',
        'One conversation at a time. Side talks in the room are lost online.',
        'Use a shared document everyone can see, not a whiteboard only the room can read.',
      ),
      p(
        'The short video below shows the set-up we use most. If your venue has a better one, tell us in the comments.',
      ),
    ),
    tags: ['hybrid', 'meetings', 'technology'],
    sources: [
      {
        Kind: 'video',
        Title: 'Our hybrid meeting set-up in two minutes',
        Url: 'https://vimeo.com/823145907',
      },
    ],
  },
  hostCraft: {
    title: 'Van receptie tot community: het vak van host',
    intro:
      'Hosts zijn allang niet meer alleen de mensen achter de balie. Over een vak dat verandert, en waarom dat goed nieuws is.',
    body: html(
      p(
        'Vroeger gaf je een sleutel af en wees je de weg naar de zaal. Vandaag ken je de vaste gasten bij naam, weet je wie elkaar moet ontmoeten en organiseer je zelf de vrijdagmiddagborrel.',
      ),
      h2('Wat een goede host doet'),
      ul(
        'Verbinden: mensen aan elkaar voorstellen die elkaar kunnen helpen.',
        'Zien wat er mist voordat iemand het vraagt.',
        'Rust uitstralen, ook als de beamer het op het laatste moment opgeeft.',
      ),
      quote('Mijn beste dag is een dag waarop twee gasten samen iets beginnen dat ik heb helpen ontstaan.'),
      p(
        'Werk je zelf als host? In de groep <strong>Hosts van Nederland</strong> delen collega’s elke week hun ervaringen.',
      ),
    ),
    tags: ['hosts', 'community', 'werk'],
  },
  welcome: {
    title: 'Welcome to the network',
    intro:
      'A place for everyone who works at, books or runs meetings in the partner locations: what you can do here, and how to get started.',
    body: html(
      p(
        'This is the member network of the platform: the people behind the reception desks, the catering, the technology and the bookings of meeting and coworking locations across the Netherlands.',
      ),
      h2('What you can do here'),
      ul(
        '<strong>Join groups</strong> about what you do, from hosting to event planning.',
        '<strong>Read and write stories</strong>: share what works at your location or in your team.',
        '<strong>Meet people</strong> at the events members organize.',
      ),
      h3('Writing stories'),
      p(
        'Everyone can write a story in a group they belong to. To publish on the public stories page, ask for blog rights on that page and tell us briefly what you would like to write about.',
      ),
      p('Welcome, and enjoy the network.'),
    ),
    tags: ['network', 'welcome', 'getting started'],
  },
  focusRooms: {
    title: 'Why quiet rooms are the most booked rooms',
    intro:
      'Our smallest room, with one desk and no view, is booked more than any other. Here is what we learned from it.',
    body: html(
      p(
        'When we turned a storage room into a single-person focus room, we expected it to be used now and then. Within a month it had a waiting list.',
      ),
      h2('What makes a good focus room'),
      ul(
        'A door that closes and walls that actually stop sound.',
        'Good light at the desk, even without a window.',
        'No screen on the wall and no phone on the table.',
      ),
      p(
        'Open-plan floors are great for meeting people, but everyone needs a few hours of quiet in a day. If you run a coworking space, one small room may do more for your members than another row of desks.',
      ),
    ),
    tags: ['coworking', 'focus', 'workspace design'],
  },
  dayInTheLife: {
    title: 'Een dag uit het leven van een locatiehost',
    intro:
      'Van de eerste sleutel om half acht tot de laatste vergadering om zes uur: zo ziet een gewone dinsdag eruit op onze locaties.',
    body: html(
      p(
        'Om half acht gaat de eerste deur open. De schoonmakers zijn net weg, de koffiemachines warmen op en op het scherm bij de ingang staan de groepen van vandaag.',
      ),
      h3('De ochtend'),
      p(
        'Tussen acht en negen komen de meeste gasten binnen. Dat is het moment om er te zijn: een naam onthouden, een jas aannemen, de weg wijzen.',
      ),
      h3('De middag'),
      p(
        'Na de lunch is het rustiger. Dan bellen we met de organisatoren van morgen, lopen we de zalen na en zetten we de bestellingen voor de rest van de week klaar.',
      ),
      h3('Aan het eind van de dag'),
      p(
        'Het mooiste compliment? Een groep die vraagt of ze volgende maand terug kan komen. In de video zie je hoe zo’n dinsdag er in het echt uitziet.',
      ),
    ),
    tags: ['hosts', 'achter de schermen', 'locaties'],
    sources: [
      {
        Kind: 'video',
        Title: 'Een dinsdag op de locatie',
        Url: 'https://youtu.be/Hk4wN7pQ2rE',
      },
    ],
  },
  internationalTeam: {
    title: 'Booking for an international team: what I check first',
    intro:
      'Colleagues from six countries, one meeting room and a tight budget. My checklist before I press the book button.',
    body: html(
      p(
        'I book meeting rooms for a team that spreads over six countries. Most of them fly in for two days, so the venue has to work from the moment they land.',
      ),
      ol(
        '<strong>Travel time</strong> from the station or airport, by public transport.',
        '<strong>Lunch</strong> that works for every diet on the team, without asking twice.',
        '<strong>English at the desk</strong>: most hosts speak it well, but I still ask.',
        '<strong>A second room</strong> for the breakout sessions, close to the main one.',
      ),
      p(
        'Meeting in the Netherlands is easy for visitors when the basics are right. The rest is good coffee and a host who remembers everyone’s name.',
      ),
    ),
    tags: ['booking', 'international teams', 'checklist'],
  },
  accessibleVenues: {
    title: 'An accessibility checklist for meeting venues',
    intro:
      'Step-free entrances are only the beginning. A short checklist for venues and bookers who want everyone to feel welcome.',
    body: html(
      p(
        'Accessibility is often reduced to a ramp and a lift. Those matter, but so do a lot of small things that are easy to get right.',
      ),
      h2('The checklist'),
      ul(
        'Step-free route from the street to the meeting room and the toilets.',
        'A hearing loop or good microphones in the larger rooms.',
        'Chairs with arms, and space at the table for a wheelchair.',
        'Clear signs with large letters, and a quiet place to take a break.',
        'Information about all of this on the venue’s page, before anyone has to ask.',
      ),
      p(
        `The ${a('https://www.example.org/guides/accessible-meetings', 'guide to accessible meetings')} goes into more detail. Venues in the network can add these facilities to their location page.`,
      ),
    ),
    tags: ['accessibility', 'venues', 'inclusion'],
    sources: [
      {
        Kind: 'link',
        Title: 'Guide to accessible meetings and events',
        Url: 'https://www.example.org/guides/accessible-meetings',
      },
    ],
  },
  gardenRoom: {
    title: 'Nieuw bij {location}: de tuinkamer',
    intro:
      'Vanaf deze maand kun je bij {location} vergaderen met uitzicht op de tuin: een lichte zaal voor acht personen, met deuren naar buiten.',
    body: html(
      p(
        'De oude opslagruimte aan de achterkant is omgebouwd tot de <strong>tuinkamer</strong>: een lichte zaal voor acht personen met een grote tafel, een scherm en deuren die uitkomen op de tuin.',
      ),
      ul(
        'Geschikt voor heidagen, brainstorms en teamoverleg.',
        'Bij mooi weer kun je de lunch buiten gebruiken.',
        'Te boeken per dagdeel of per dag.',
      ),
      p('Kom gerust eens kijken als je in de buurt bent. Vraag bij de receptie naar de tuinkamer.'),
    ),
    tags: ['nieuw', 'vergaderzaal', 'tuin'],
  },
  plasticFree: {
    title: '{location} goes plastic-free',
    intro:
      'No more plastic cups, bottles or single portions at {location}. What changed, and what it means for your next meeting.',
    body: html(
      p(
        'Since last month, {location} serves everything in glass, china and jugs. Water comes from the tap in carafes, milk in small jugs, and lunch in bowls instead of boxes.',
      ),
      h2('What changes for you'),
      ul(
        'Nothing you need to do: it is all in the price of your booking.',
        'Take-away lunches come in boxes you can return at the desk.',
        'Bring your own cup if you like, and we will fill it.',
      ),
      p('Thank you to everyone who gave us tips in the sustainable meetings group.'),
    ),
    tags: ['sustainability', 'plastic-free', 'catering'],
  },
  temporaryEntrance: {
    title: '{location}: tijdelijk een andere ingang',
    intro: 'Tijdens de verbouwing van de hal gebruik je de zij-ingang van {location}. Zo vind je de weg.',
    body: html(
      p(
        'De hal van {location} krijgt een nieuwe receptie. Tijdens de verbouwing is de hoofdingang dicht en kom je binnen via de <strong>zij-ingang aan de parkeerplaats</strong>.',
      ),
      ul(
        'Volg de borden vanaf de parkeerplaats.',
        'De lift en de toiletten zijn gewoon bereikbaar.',
        'Heb je hulp nodig? Bel de receptie, dan halen we je op.',
      ),
      p('Excuses voor het ongemak. Na de verbouwing heten we je welkom in een lichtere, rustigere hal.'),
    ),
    tags: ['verbouwing', 'bereikbaarheid'],
  },
  newOpeningHours: {
    title: 'New opening hours at {location}',
    intro:
      '{location} opens earlier: from next month, the doors open at 7:30 and you can book rooms from 8:00.',
    body: html(
      p(
        'Many of you asked for it: from next month, {location} opens half an hour earlier. The doors open at <strong>7:30</strong> and rooms can be booked from <strong>8:00</strong>.',
      ),
      ul(
        'Breakfast is served from 7:30 in the lounge.',
        'The closing time stays the same.',
        'Existing bookings do not change.',
      ),
      p('We look forward to seeing the early birds among you.'),
    ),
    tags: ['opening hours', 'news'],
  },
  roundTable: {
    title: 'Verslag: ronde tafel hosts in Utrecht',
    intro:
      'Twaalf hosts, één tafel en twee uur om ervaringen te delen over no-shows, late wijzigingen en de perfecte lunch.',
    body: html(
      p(
        'Afgelopen donderdag kwamen we met twaalf hosts bijeen voor de maandelijkse ronde tafel. Het onderwerp dit keer: wat doe je als het plan van de dag niet doorgaat?',
      ),
      h2('Wat we hebben geleerd'),
      ul(
        'Bel een dag vooraf de organisator: de helft van de wijzigingen hoor je dan al.',
        'Houd bij een lunch altijd twee porties extra achter de hand.',
        'Spreek bij groepen een vaste contactpersoon af, met een telefoonnummer.',
      ),
      quote('Een no-show is vervelend, maar een groep die je te laat hoort aankomen is erger.'),
      p('De volgende ronde tafel is over een maand. Wie wil er hosten?'),
    ),
    tags: ['ronde tafel', 'hosts', 'verslag'],
  },
  communityBreakfast: {
    title: 'Zo organiseren wij een community-ontbijt',
    intro:
      'Elke eerste vrijdag van de maand ontbijten onze leden samen. Wat het kost, wat het oplevert en hoe je het zelf begint.',
    body: html(
      p(
        'Het begon met een tafel, twintig croissants en een briefje bij de koffie. Inmiddels schuiven er elke maand veertig leden aan.',
      ),
      h2('Zo pakken we het aan'),
      ol(
        'Vaste dag en tijd, zodat niemand hoeft te zoeken.',
        'Iedereen neemt iets mee, wij zorgen voor koffie en brood.',
        'Geen programma, wel een korte ronde: wie ben je en waar werk je aan?',
      ),
      p(
        'Het kost ons zo’n vijftig euro per keer. Het levert nieuwe samenwerkingen op, en leden die blijven.',
      ),
    ),
    tags: ['community', 'ontbijt', 'events'],
  },
  plantBasedLunch: {
    title: 'Plant-based lunches guests actually ask for',
    intro:
      'More than a third of our lunch orders are now vegetarian or vegan. Five dishes that work for a group of forty.',
    body: html(
      p(
        'Two years ago, a vegetarian lunch meant a cheese sandwich. Today, guests ask for plant-based dishes first, and they expect them to be as good as the rest.',
      ),
      h2('Five dishes that work'),
      ul(
        'Lentil and roasted vegetable salad with a lemon dressing.',
        'Sourdough with hummus, grilled courgette and rocket.',
        'A warm soup of the season, with good bread.',
        'Falafel wraps with a yoghurt or tahini sauce.',
        'Fruit and a small sweet, made in house.',
      ),
      p('What are your bestsellers? Share your recipes in the comments.'),
    ),
    tags: ['catering', 'plant-based', 'lunch'],
  },
  hybridSetup: {
    title: 'De perfecte hybride opstelling in vijf stappen',
    intro:
      'Camera op ooghoogte, microfoon in het midden, scherm tegenover de tafel: zo richt je een zaal in voor hybride vergaderen.',
    body: html(
      p(
        'Bij hybride vergaderen gaat het bijna altijd mis op geluid. Met een paar eenvoudige keuzes hoort en ziet iedereen elkaar goed.',
      ),
      ol(
        'Zet de camera op ooghoogte, boven of onder het scherm.',
        'Gebruik een plafond- of tafelmicrofoon in het midden van de tafel.',
        'Zet het scherm tegenover de tafel, niet aan de kopse kant.',
        'Test met iemand die op afstand inbelt, een kwartier van tevoren.',
        'Leg een briefje met de inlogcode en het telefoonnummer van de host op tafel.',
      ),
      p('In de video laten we stap voor stap zien hoe wij het doen.'),
    ),
    tags: ['hybride', 'techniek', 'audio'],
    sources: [
      {
        Kind: 'video',
        Title: 'Hybride vergaderzaal inrichten',
        Url: 'https://www.youtube.com/watch?v=Rp2xL9cVb4M',
      },
    ],
  },
  dutchWorkCulture: {
    title: 'Dutch work culture: a field guide for newcomers',
    intro:
      'Direct feedback, lunch at twelve and meetings that start on time: what surprised our members most when they started working in the Netherlands.',
    body: html(
      p(
        'We asked the members of this group what surprised them most in their first months at a Dutch workplace. These came up again and again.',
      ),
      ul(
        '<strong>Directness</strong>: feedback is meant kindly, even when it does not sound like it.',
        '<strong>Lunch</strong> is short, early and often a sandwich with colleagues.',
        '<strong>Meetings</strong> start on time and end on time.',
        '<strong>Consensus</strong>: decisions take a while, because everyone is heard.',
      ),
      p(
        `The ${a('https://www.example.org/working-in-the-netherlands', 'practical guide to working in the Netherlands')} has more background. What would you add?`,
      ),
    ),
    tags: ['Dutch work culture', 'expats', 'tips'],
    sources: [
      {
        Kind: 'link',
        Title: 'Working in the Netherlands: a practical guide',
        Url: 'https://www.example.org/working-in-the-netherlands',
      },
    ],
  },
  seasonCalendar: {
    title: 'Seizoenskalender voor evenementen in 2027',
    intro:
      'Wanneer is het druk, wanneer heb je de keus en wanneer moet je vroeg boeken? Een overzicht voor wie volgend jaar evenementen plant.',
    body: html(
      p(
        'Wie op tijd plant, heeft de keus uit de beste zalen. Op basis van de boekingen van dit jaar zetten we de drukke en rustige periodes op een rij.',
      ),
      h2('Druk: boek ruim vooruit'),
      ul(
        'Maart en april: de heidagen van het voorjaar.',
        'September tot half december: congressen en kick-offs.',
      ),
      h2('Rustig: ruimte om te kiezen'),
      ul('Januari, na de eerste week.', 'Juli en augustus, vooral in de steden.'),
      p('Heb je aanvullingen uit je eigen agenda? Zet ze in de reacties.'),
    ),
    tags: ['planning', 'evenementen', '2027'],
  },
  pitchRecap: {
    title: 'Pitch practice night: what we learned',
    intro:
      'Eight founders, three minutes each and a room full of honest feedback. The highlights of last month’s pitch practice night.',
    body: html(
      p(
        'Last month, eight members of this group pitched their company in three minutes to an audience of about thirty. Afterwards, everyone gave one tip and one compliment.',
      ),
      h2('The tips that came up most'),
      ul(
        'Start with the problem, not with your company name.',
        'One number is stronger than five.',
        'End with what you need: money, a partner, a first customer.',
      ),
      p('The next evening is planned for next month. Want to pitch? Leave a comment.'),
    ),
    tags: ['startups', 'pitching', 'events'],
  },
  movingBreaks: {
    title: 'Bewegen tussen de vergaderingen door',
    intro:
      'Vijf minuten lopen na elk uur zitten: klinkt simpel, maar hoe krijg je het in een volle agenda? Een paar ideeën die bij ons werken.',
    body: html(
      p(
        'Lang zitten is slecht voor je rug en je concentratie. Toch gaan de meeste vergaderdagen van koffie naar zaal naar lunch naar zaal.',
      ),
      ul(
        'Plan vergaderingen van vijftig minuten in plaats van een uur.',
        'Houd een staand overleg bij korte afstemmingen.',
        'Loop na de lunch een rondje om het gebouw, met z’n allen.',
      ),
      p('Welke ideeën heb jij? We verzamelen ze voor een volgende bijeenkomst.'),
    ),
    tags: ['gezond werken', 'bewegen'],
  },
  footprint: {
    title: 'De CO2-voetafdruk van een vergadering',
    intro:
      'Reizen, eten, energie en afval: waar zit de uitstoot van een vergaderdag echt? Een eerste rekensom.',
    body: html(
      p(
        'We rekenden een gewone vergaderdag van twintig mensen door. De uitkomst was voor iedereen in de groep een verrassing: het grootste deel komt niet van de zaal.',
      ),
      h2('Waar de uitstoot zit'),
      ol(
        '<strong>Reizen</strong>: verreweg het grootste deel, vooral met de auto.',
        '<strong>Eten</strong>: vlees en zuivel tellen zwaar mee.',
        '<strong>Energie</strong>: verwarming en licht van de zaal.',
        '<strong>Afval</strong>: klein, maar wel zichtbaar.',
      ),
      p('De conclusie: kies een locatie bij het station en een lunch met veel groente.'),
    ),
    tags: ['duurzaamheid', 'CO2', 'reizen'],
  },
  greenVenues: {
    title: 'Mijn favoriete vergaderlocaties in het groen',
    intro: 'Een lijstje voor wie een heidag buiten de stad zoekt, maar wel met de trein wil komen.',
    body: html(
      p('Concept: nog aanvullen met foto’s en de reistijden vanaf Utrecht Centraal.'),
      ul(
        'Een landgoed bij Zeist',
        'Een boerderij aan de rand van Amersfoort',
        'Een theehuis in een stadspark',
      ),
    ),
    tags: ['heidag', 'natuur'],
  },
  nextMeetupAgenda: {
    title: 'Agenda voor onze volgende bijeenkomst',
    intro: 'Een voorstel voor de agenda van de volgende bijeenkomst van de groep. Nog niet gepubliceerd.',
    body: html(
      p('Voorstel, nog te bespreken met de andere beheerder:'),
      ol(
        'Welkom en voorstelronde',
        'Ervaringen met plasticvrij vergaderen',
        'Rekenen aan reizen',
        'Afsluiting',
      ),
    ),
    tags: ['bijeenkomst', 'agenda'],
  },
  summerDiscount: {
    title: 'Summer discount on room hire at partner venues',
    intro: 'A summer offer for members that has since ended. This story was taken down.',
    body: html(
      p(
        'During July and August, several partner venues offered members a discount on room hire on weekdays.',
      ),
      p('The offer has ended; please check the venues’ own pages for their current prices.'),
    ),
    tags: ['offer', 'summer'],
  },
} as const satisfies Record<string, StoryText>;

export type StoryKey = keyof typeof STORY_TEXTS;

/** Comments members write under a story, and replies in a thread, per language. */
export const COMMENT_TEXTS: Record<StoryLanguage, { comments: string[]; replies: string[] }> = {
  nl: {
    comments: [
      'Heel herkenbaar! Bij ons werkt het precies zo.',
      'Mooi stuk, dank voor het delen. Dit stuur ik door naar mijn team.',
      'Goede tips. Het punt over de eerste vijf minuten ga ik zeker meenemen.',
      'Wij hebben dit vorig jaar ook geprobeerd en het scheelde echt veel.',
      'Interessant. Hoe gaan jullie om met groepen die op het laatste moment wijzigen?',
      'Dit zou ik graag eens in het echt zien. Mag ik een keer langskomen?',
      'Helemaal mee eens. Kleine dingen maken het verschil voor gasten.',
      'Dank je! Precies wat ik zocht voor onze volgende heidag.',
      'Leuk om te lezen hoe andere locaties dit aanpakken.',
      'Goed dat dit eens op een rij staat. Ik mis alleen nog iets over bereikbaarheid.',
    ],
    replies: [
      'Dank je wel! Kom gerust langs, dan laat ik het zien.',
      'Goede vraag: we bellen altijd een dag van tevoren, dat voorkomt veel.',
      'Dat ga ik in een volgend verhaal meenemen, bedankt voor de tip.',
      'Eens! Bij ons was dat ook het grootste verschil.',
      'Leuk om te horen dat het bij jullie ook werkt.',
    ],
  },
  en: {
    comments: [
      'Great piece, thanks for sharing. This matches what we see every day.',
      'Very useful. Sharing this with the rest of our team.',
      'We tried something similar last year and it made a real difference.',
      'Interesting read. How do you handle last-minute changes from groups?',
      'Love this. The point about quiet is so often forgotten.',
      'Thank you! Exactly what I needed for planning our next offsite.',
      'Agree with every point. Small things make the biggest difference.',
      'Nice to see how other venues approach this.',
      'Good list. I would add clear signage at the entrance.',
      'Would love to visit and see this in practice some time.',
    ],
    replies: [
      'Thanks! Drop by any time and I will show you around.',
      'Good question: we call the organizer the day before, which catches most of them.',
      'Great tip, I will add it to the list.',
      'Same here, it was the biggest change for us too.',
      'Glad to hear it works for you as well.',
    ],
  },
};

/** Why members ask for blog rights, and why one was denied (by language of the member). */
export const BLOG_RIGHTS_TEXTS = {
  granted: {
    booker:
      'Ik boek vergaderingen voor ons bedrijf en wil graag schrijven over duurzaam vergaderen en wat ik let op bij een locatie.',
    host: 'Ik beheer meerdere locaties en wil graag nieuws en ervaringen van onze locaties delen met het netwerk.',
    nl: [
      'Ik werk als host en wil graag ervaringen delen over gastvrijheid en het inrichten van vergaderzalen.',
    ],
    en: [
      'I run a coworking floor and would like to write about community building and workspace design.',
      'I advise companies on hybrid work and would like to share what works in meeting rooms.',
    ],
  },
  pending: {
    nl: [
      'Ik organiseer al jaren trainingen op locaties in het netwerk en wil graag tips delen voor trainers.',
      'Als facility manager wil ik schrijven over het inkopen van vergaderruimte en duurzame keuzes.',
    ],
    en: ['I am a catering coordinator and would like to share recipes and tips for group lunches.'],
  },
  denied: {
    motivation: 'I would like to promote the services of my consultancy to the members of the network.',
    reason:
      'Stories on the public page are for experiences and knowledge from the network, not for advertising. You are welcome to share your expertise in a group.',
  },
} as const;
