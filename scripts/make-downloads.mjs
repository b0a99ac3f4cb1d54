// `node scripts/make-downloads.mjs`: writes the footer's downloads, a brochure and a book about the
// platform in Dutch and English, as PDF files into apps/web/public/downloads/ (pdfkit, the library
// the API renders its booking confirmations with), and their sizes into
// apps/web/src/app/footer/downloads.json so the footer can say how large each file is.
// The output is reproducible: a fixed edition date keeps the PDF's dates and file ID the same, so
// running it again without text changes leaves the committed files as they are.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// pdfkit is a dependency of the API: resolve it from there, not from wherever this script runs.
const PDFDocument = createRequire(join(root, 'apps/api/package.json'))('pdfkit');
const outDir = join(root, 'apps/web/public/downloads');
const manifestFile = join(root, 'apps/web/src/app/footer/downloads.json');

/** The edition date printed in the documents and stored as their creation date. */
const EDITION = new Date('2026-11-01T09:00:00Z');
const BRAND = '#0b5c4a';
const TEXT = '#1d2321';
const MUTED = '#4a5652';

/**
 * A document is a list of blocks: `h` a chapter heading (a new page unless `sameHeading`), `h2` a
 * section heading, `p` a paragraph, `ul` a bullet list, `steps` a numbered list.
 */
const CONTENT = {
  brochure: {
    nl: {
      title: 'Meetspace',
      subtitle: 'Vergaderruimtes, flexplekken en tijdelijke kantoren bij meer dan 200 locaties',
      kind: 'Brochure',
      edition: 'Editie november 2026',
      blocks: [
        { h: 'Wat is Meetspace?', sameHeading: true },
        {
          p: 'Meetspace is het platform waar je een vergaderruimte, een flexplek of een tijdelijk kantoor vindt, boekt en betaalt. Onze partnerlocaties liggen verspreid over meer dan 25 Nederlandse steden, van Groningen tot Maastricht. Je ziet direct wat er beschikbaar is, wat het kost en wat er bij de prijs inbegrepen is.',
        },
        {
          p: 'De site is volledig tweetalig (Nederlands en Engels) en werkt op telefoon, tablet en computer. Boeken kan als gast of met een account; met een account heb je al je reserveringen, facturen en gegevens op één plek.',
        },
        { h2: 'Drie soorten ruimte' },
        {
          ul: [
            'Vergaderruimte: een afgesloten ruimte voor je overleg, training of workshop, in de opstelling die bij je groep past (bijvoorbeeld carré, U-vorm of theater).',
            'Flexplek: een werkplek in een gedeelde ruimte, per dagdeel of per dag. Ideaal als je tussen afspraken door wilt werken.',
            'Tijdelijk kantoor: een eigen kantoorruimte voor je team, voor een dag of een langere periode.',
          ],
        },
        { h2: 'Zo boek je' },
        {
          steps: [
            'Zoek op plaats, datum, tijd en aantal personen.',
            'Kies een locatie en een ruimte uit de beschikbare resultaten.',
            'De ruimte wordt 20 minuten voor je vastgehouden terwijl je je gegevens invult.',
            "Voeg eventueel extra's of een arrangement toe en gebruik een vouchercode.",
            'Bevestig je boeking: je krijgt direct een bevestiging per e-mail, met een pdf en een agenda-item.',
          ],
        },
        { h: 'Waarom boeken via Meetspace?' },
        {
          ul: [
            'Eerlijke prijzen: je ziet vooraf de totaalprijs, inclusief en exclusief btw. De prijs wordt altijd door ons systeem berekend, nooit achteraf aangepast.',
            'Kosteloos annuleren of omboeken tot 24 uur voor aanvang van je boeking.',
            'Alles op één plek: in Mijn reserveringen wijzig je de datum, het aantal personen, de contactpersonen en het programma van je bijeenkomst.',
            'Een persoonlijke agendakoppeling, zodat al je boekingen automatisch in je eigen agenda staan.',
            'Links naar een videogesprek of documenten bewaar je bij de reservering, zodat iedere deelnemer ze terugvindt.',
          ],
        },
        { h2: 'Prijzen in dagdelen' },
        {
          p: 'Een dagdeel duurt maximaal vier uur: 09:00 tot 13:00 is één dagdeel, 09:00 tot 17:00 zijn er twee. Locaties rekenen per persoon, per dagdeel of per dagdeel per persoon. Boek je meerdere dagen achter elkaar, dan geldt dezelfde tijd op elke dag.',
        },
        { h2: 'Sociaal kapitaal' },
        {
          p: 'Sommige locaties bieden flexplekken aan in ruil voor sociaal kapitaal: je werkt er gratis en deelt in ruil daarvoor je kennis of netwerk met de gemeenschap van de locatie.',
        },
        { h: 'Voor locaties' },
        {
          p: 'Heb je een vergaderlocatie, een coworkingruimte of kantoorruimte over? Meld je locatie aan via "Locatie toevoegen". In vijf stappen kies je een abonnement, vul je je locatiegegevens in en ga je akkoord met de voorwaarden. Na onze controle staat je locatie online.',
        },
        {
          ul: [
            'Bereik bedrijven en zelfstandigen die in jouw stad een ruimte zoeken.',
            'Beheer je eigen ruimtes, opstellingen, openingstijden, sluitingsdagen en prijzen.',
            "Bied extra's en arrangementen aan, zoals koffie, lunch of een volledig vergaderarrangement.",
            'Ontvang boekingen met een duidelijke bevestiging en vaste annuleringsregels.',
          ],
        },
        { h2: 'Het netwerk' },
        {
          p: 'Meetspace is meer dan een boekingssite. Leden ontmoeten elkaar in het netwerk: in groepen, bij evenementen op onze locaties en in verhalen van locaties en gebruikers.',
        },
        { h2: 'Contact' },
        {
          p: 'Vragen over een boeking of over aansluiten als locatie? Kijk op de contactpagina van Meetspace of stuur ons een bericht via het contactformulier. We helpen je graag.',
        },
      ],
    },
    en: {
      title: 'Meetspace',
      subtitle: 'Meeting rooms, workspaces and temporary offices at more than 200 locations',
      kind: 'Brochure',
      edition: 'November 2026 edition',
      blocks: [
        { h: 'What is Meetspace?', sameHeading: true },
        {
          p: 'Meetspace is the platform where you find, book and pay for a meeting room, a workspace or a temporary office. Our partner locations are spread over more than 25 Dutch cities, from Groningen to Maastricht. You see straight away what is available, what it costs and what the price includes.',
        },
        {
          p: 'The site is fully bilingual (Dutch and English) and works on phone, tablet and computer. You can book as a guest or with an account; with an account you keep all your reservations, invoices and details in one place.',
        },
        { h2: 'Three kinds of space' },
        {
          ul: [
            'Meeting room: a closed room for your meeting, training or workshop, in the layout that suits your group (for example boardroom, U-shape or theatre).',
            'Workspace: a desk in a shared space, per day part or per day. Ideal when you want to work between appointments.',
            'Temporary office: an office of your own for your team, for a day or a longer period.',
          ],
        },
        { h2: 'How to book' },
        {
          steps: [
            'Search by place, date, time and number of people.',
            'Choose a location and a space from the available results.',
            'The space is held for you for 20 minutes while you fill in your details.',
            'Add extras or a package if you like, and use a voucher code.',
            'Confirm your booking: you get a confirmation by e-mail straight away, with a PDF and a calendar entry.',
          ],
        },
        { h: 'Why book with Meetspace?' },
        {
          ul: [
            'Fair prices: you see the total price up front, including and excluding VAT. The price is always calculated by our system and never changed afterwards.',
            'Free cancellation or rebooking up to 24 hours before your booking starts.',
            'Everything in one place: in My reservations you change the date, the number of people, the contacts and the programme of your meeting.',
            'A personal calendar feed, so all your bookings show up in your own calendar automatically.',
            'Keep links to a video call or documents with the reservation, so every participant can find them.',
          ],
        },
        { h2: 'Prices in day parts' },
        {
          p: 'A day part lasts up to four hours: 09:00 to 13:00 is one day part, 09:00 to 17:00 is two. Locations charge per person, per day part or per day part per person. When you book several days in a row, the same times apply on every day.',
        },
        { h2: 'Social capital' },
        {
          p: 'Some locations offer workspaces in exchange for social capital: you work there for free and in return share your knowledge or network with the community of the location.',
        },
        { h: 'For locations' },
        {
          p: 'Do you run a meeting venue or a coworking space, or do you have office space to spare? Register your location through "Add your location". In five steps you choose a subscription, enter your location details and accept the terms. After our review your location goes live.',
        },
        {
          ul: [
            'Reach companies and freelancers looking for a space in your city.',
            'Manage your own spaces, layouts, opening hours, closed days and prices.',
            'Offer extras and packages, such as coffee, lunch or a full-day meeting package.',
            'Receive bookings with a clear confirmation and fixed cancellation rules.',
          ],
        },
        { h2: 'The network' },
        {
          p: 'Meetspace is more than a booking site. Members meet in the network: in groups, at events at our locations and in stories by locations and users.',
        },
        { h2: 'Contact' },
        {
          p: 'Questions about a booking or about joining as a location? Visit the contact page of Meetspace or send us a message through the contact form. We are happy to help.',
        },
      ],
    },
  },
  book: {
    nl: {
      title: 'Het Meetspace-boek',
      subtitle: 'Betere bijeenkomsten en flexibel werken: een praktische gids',
      kind: 'Boek',
      edition: 'Editie november 2026',
      blocks: [
        { h: 'Inleiding', sameHeading: true },
        {
          p: 'Een goede bijeenkomst begint lang voordat iemand de deur van de vergaderruimte opent. De juiste plek, de juiste opstelling en een helder programma maken het verschil tussen een middag die energie kost en een middag die iets oplevert. Dit boek bundelt wat wij in de praktijk hebben geleerd van duizenden boekingen bij onze partnerlocaties.',
        },
        {
          p: 'Het is geschreven voor iedereen die bijeenkomsten organiseert: office managers, teamleiders, trainers en zelfstandigen. Het laatste hoofdstuk is bedoeld voor locaties die hun ruimtes via Meetspace willen aanbieden.',
        },
        { h2: 'Inhoud' },
        {
          steps: [
            'Een bijeenkomst voorbereiden',
            'De juiste ruimte en opstelling kiezen',
            'Boeken, wijzigen en annuleren',
            'Flexibel werken',
            'Voor locaties: ruimtes aanbieden',
          ],
        },
        { h: '1. Een bijeenkomst voorbereiden' },
        {
          p: 'Begin met het doel. Wil je informeren, samen beslissen of samen iets maken? Een informatiesessie vraagt een andere ruimte en een ander programma dan een creatieve workshop. Schrijf het doel in één zin op en gebruik die zin als toets voor elke keuze die volgt.',
        },
        { h2: 'Het programma' },
        {
          ul: [
            'Plan na elke 90 minuten een pauze; na de lunch werkt een korte, actieve sessie beter dan een lange presentatie.',
            'Leg het programma vast bij je reservering, zodat de locatie weet wanneer koffie en lunch klaar moeten staan.',
            'Deel de link naar het videogesprek en de documenten vooraf, voor deelnemers die op afstand meedoen.',
          ],
        },
        { h2: 'De groep' },
        {
          p: 'Tel het aantal deelnemers eerlijk: liever een ruimte die past dan een zaal die half leeg staat. Het aantal personen kun je later nog aanpassen binnen de grenzen van de gekozen opstelling.',
        },
        { h: '2. De juiste ruimte en opstelling kiezen' },
        {
          p: 'Elke ruimte heeft een of meer opstellingen, elk met een minimum en een maximum aantal personen. Meetspace toont alleen de opstellingen die passen bij het aantal personen waarnaar je zoekt.',
        },
        {
          ul: [
            'Carré of boardroom: iedereen aan één tafel, geschikt voor overleg en besluitvorming tot ongeveer twaalf personen.',
            'U-vorm: goed zicht op de presentator en op elkaar; geschikt voor trainingen.',
            'Theater: rijen stoelen, voor presentaties aan grotere groepen.',
            'Cabaret of eilanden: kleine tafels, voor workshops waarin groepjes samenwerken.',
          ],
        },
        { h2: 'Locatie en bereikbaarheid' },
        {
          p: 'Kies een locatie die voor de meeste deelnemers goed bereikbaar is. Op de locatiepagina zie je het adres, de openingstijden en de faciliteiten. Let op sluitingsdagen: op een gesloten dag kun je niet boeken, en buiten de openingstijden evenmin.',
        },
        { h: '3. Boeken, wijzigen en annuleren' },
        {
          p: "Na het zoeken houden we de gekozen ruimte 20 minuten voor je vast. In die tijd vul je je gegevens in en kies je eventuele extra's. Niemand anders kan de ruimte dan boeken. Ben je te laat, dan zoek je opnieuw; vaak is de ruimte dan nog vrij.",
        },
        { h2: 'Prijzen' },
        {
          p: 'De prijs hangt af van de prijsregel van de ruimte: per persoon, per dagdeel of per dagdeel per persoon. Een dagdeel duurt maximaal vier uur. Bij een boeking van meerdere dagen telt elke dag mee. De totaalprijs zie je vooraf, exclusief en inclusief btw; een voucher of arrangement wordt direct verrekend.',
        },
        { h2: 'Wijzigen en annuleren' },
        {
          ul: [
            'Tot 24 uur voor aanvang wijzig je de datum of annuleer je kosteloos.',
            'Daarna gelden de annuleringsregels van de locatie; voordat je annuleert zie je precies wat het kost.',
            'Naam, opmerkingen, contactpersonen en factuuradres pas je aan in Mijn reserveringen.',
            'Een bijeenkomst die vaker terugkomt kopieer je naar een nieuwe datum, en koppel je aan een reeks.',
          ],
        },
        { h: '4. Flexibel werken' },
        {
          p: 'Een flexplek is een werkplek in een gedeelde ruimte. Je boekt hem per dagdeel of per dag, en deelt de ruimte met andere professionals. Voor wie veel onderweg is, is dat een rustige plek tussen twee afspraken; voor een team dat een dag samen wil werken, is een tijdelijk kantoor vaak de betere keuze.',
        },
        {
          p: 'Sommige locaties bieden flexplekken gratis aan in ruil voor sociaal kapitaal: je deelt je kennis, je netwerk of je tijd met de gemeenschap van de locatie. Zo ontstaan nieuwe contacten en samenwerkingen.',
        },
        { h: '5. Voor locaties: ruimtes aanbieden' },
        {
          p: 'Een locatie aanmelden gaat in vijf stappen: je kiest een licentie, bevestigt je keuze, vult de gegevens van je locatie in, gaat akkoord met de voorwaarden en ontvangt een bevestiging. Na onze goedkeuring staat je locatie online en kunnen gasten boeken.',
        },
        {
          ul: [
            "Beschrijf elke ruimte met goede foto's, de opstellingen en het aantal personen per opstelling.",
            'Houd openingstijden en sluitingsdagen actueel: zo boekt niemand op een moment dat je dicht bent.',
            'Stel een minimale boekingsduur en een minimale tijd voor aanvang in als je voorbereiding nodig hebt.',
            "Bied arrangementen en extra's aan; gasten waarderen één duidelijke prijs voor de hele dag.",
          ],
        },
        {
          p: 'Met dank aan alle partnerlocaties die hun ervaring met ons deelden. Meer weten? Kijk op de site onder Over ons en Contact.',
        },
      ],
    },
    en: {
      title: 'The Meetspace book',
      subtitle: 'Better meetings and flexible work: a practical guide',
      kind: 'Book',
      edition: 'November 2026 edition',
      blocks: [
        { h: 'Introduction', sameHeading: true },
        {
          p: 'A good meeting starts long before anyone opens the door of the meeting room. The right place, the right layout and a clear programme make the difference between an afternoon that drains energy and one that gets things done. This book gathers what we have learned in practice from thousands of bookings at our partner locations.',
        },
        {
          p: 'It is written for everyone who organises meetings: office managers, team leads, trainers and freelancers. The last chapter is for locations that want to offer their spaces through Meetspace.',
        },
        { h2: 'Contents' },
        {
          steps: [
            'Preparing a meeting',
            'Choosing the right space and layout',
            'Booking, changing and cancelling',
            'Flexible work',
            'For locations: offering spaces',
          ],
        },
        { h: '1. Preparing a meeting' },
        {
          p: 'Start with the purpose. Do you want to inform, decide together or create something together? An information session needs a different room and a different programme than a creative workshop. Write the purpose down in one sentence and use that sentence to test every choice that follows.',
        },
        { h2: 'The programme' },
        {
          ul: [
            'Plan a break after every 90 minutes; after lunch a short, active session works better than a long presentation.',
            'Record the programme with your reservation, so the location knows when coffee and lunch should be ready.',
            'Share the video call link and the documents beforehand, for participants joining remotely.',
          ],
        },
        { h2: 'The group' },
        {
          p: 'Count the participants honestly: better a room that fits than a hall that is half empty. You can still change the number of people later, within the limits of the chosen layout.',
        },
        { h: '2. Choosing the right space and layout' },
        {
          p: 'Every space has one or more layouts, each with a minimum and a maximum number of people. Meetspace only shows the layouts that fit the number of people you search for.',
        },
        {
          ul: [
            'Boardroom: everyone at one table, suited to discussion and decisions for up to about twelve people.',
            'U-shape: a good view of the presenter and of each other; suited to training.',
            'Theatre: rows of chairs, for presentations to larger groups.',
            'Cabaret or islands: small tables, for workshops in which small groups work together.',
          ],
        },
        { h2: 'Location and travel' },
        {
          p: 'Choose a location that is easy to reach for most participants. The location page shows the address, the opening hours and the facilities. Mind the closed days: you cannot book on a closed day, nor outside the opening hours.',
        },
        { h: '3. Booking, changing and cancelling' },
        {
          p: 'After your search we hold the chosen space for you for 20 minutes. In that time you enter your details and choose any extras. Nobody else can book the space meanwhile. If you are too late, simply search again; often the space is still free.',
        },
        { h2: 'Prices' },
        {
          p: 'The price depends on the pricing rule of the space: per person, per day part or per day part per person. A day part lasts up to four hours. For a booking of several days every day counts. You see the total price up front, excluding and including VAT; a voucher or package is applied straight away.',
        },
        { h2: 'Changing and cancelling' },
        {
          ul: [
            'Up to 24 hours before the start you change the date or cancel free of charge.',
            'After that the cancellation rules of the location apply; before you cancel you see exactly what it costs.',
            'You change the name, remarks, contacts and invoice address in My reservations.',
            'A meeting that comes back regularly can be copied to a new date and linked into a series.',
          ],
        },
        { h: '4. Flexible work' },
        {
          p: 'A workspace is a desk in a shared space. You book it per day part or per day, and share the space with other professionals. For people on the road it is a quiet place between two appointments; for a team that wants to work together for a day, a temporary office is often the better choice.',
        },
        {
          p: 'Some locations offer workspaces for free in exchange for social capital: you share your knowledge, your network or your time with the community of the location. That is how new contacts and collaborations begin.',
        },
        { h: '5. For locations: offering spaces' },
        {
          p: 'Registering a location takes five steps: you choose a licence, confirm your choice, enter the details of your location, accept the terms and receive a confirmation. After our approval your location goes live and guests can book.',
        },
        {
          ul: [
            'Describe every space with good photos, its layouts and the number of people per layout.',
            'Keep opening hours and closed days up to date, so nobody books when you are closed.',
            'Set a minimum booking duration and a minimum notice if you need time to prepare.',
            'Offer packages and extras; guests appreciate one clear price for the whole day.',
          ],
        },
        {
          p: 'With thanks to all partner locations that shared their experience with us. Want to know more? Visit the site under About us and Contact.',
        },
      ],
    },
  },
};

const PAGE_LABEL = {
  nl: (n, total) => `Pagina ${n} van ${total}`,
  en: (n, total) => `Page ${n} of ${total}`,
};

/** Renders one document to a Buffer. */
function render(doc, locale) {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    lang: locale === 'nl' ? 'nl-NL' : 'en-GB',
    displayTitle: true,
    info: {
      Title: `${doc.title}: ${doc.subtitle}`,
      Author: 'Meetspace',
      Subject: doc.kind,
      CreationDate: EDITION,
      ModDate: EDITION,
    },
  });
  const chunks = [];
  pdf.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const left = pdf.page.margins.left;

  // Title band on the first page.
  pdf.rect(0, 0, pdf.page.width, 220).fill(BRAND);
  pdf.fillColor('#ffffff').font('Helvetica-Bold').fontSize(32).text(doc.title, left, 80, { width });
  pdf.font('Helvetica').fontSize(14).text(doc.subtitle, { width });
  pdf.fontSize(10).moveDown(0.8).text(`${doc.kind} · ${doc.edition}`, { width });
  pdf.x = left;
  pdf.y = 260;

  const body = () => pdf.font('Helvetica').fontSize(11).fillColor(TEXT);
  for (const block of doc.blocks) {
    if (block.h) {
      if (!block.sameHeading) pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(block.h, left, pdf.y, { width });
      pdf.moveDown(0.5);
    } else if (block.h2) {
      pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(TEXT).text(block.h2, left, pdf.y, {
        width,
      });
      pdf.moveDown(0.3);
    } else if (block.p) {
      body().text(block.p, left, pdf.y, { width, align: 'left', lineGap: 2 });
      pdf.moveDown(0.6);
    } else if (block.ul || block.steps) {
      body();
      const items = block.ul ?? block.steps;
      items.forEach((item, i) => {
        const mark = block.ul ? '\u2022' : `${i + 1}.`;
        const y = pdf.y;
        pdf.fillColor(BRAND).text(mark, left + 4, y, { width: 16 });
        pdf.fillColor(TEXT).text(item, left + 22, y, { width: width - 22, lineGap: 2 });
        pdf.moveDown(0.3);
      });
      pdf.x = left;
      pdf.moveDown(0.3);
    }
  }

  // Running footer on every page: title and page number, inside the bottom margin.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${doc.title} · ${doc.edition}`, left, pdf.page.height - 44, {
        width: width / 2,
        lineBreak: false,
      })
      .text(PAGE_LABEL[locale](i + 1, range.count), left + width / 2, pdf.page.height - 44, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}

mkdirSync(outDir, { recursive: true });
mkdirSync(dirname(manifestFile), { recursive: true });
const manifest = {};
for (const [name, byLocale] of Object.entries(CONTENT)) {
  manifest[name] = {};
  for (const [locale, doc] of Object.entries(byLocale)) {
    const file = join(outDir, `${name}-${locale}.pdf`);
    writeFileSync(file, await render(doc, locale));
    manifest[name][locale] = { file: `/downloads/${name}-${locale}.pdf`, bytes: statSync(file).size };
    console.log(`${file}: ${statSync(file).size} bytes`);
  }
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifestFile} written`);
