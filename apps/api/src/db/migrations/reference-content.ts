// Texts of the reference data, per language (52 nl, 65 en). Kept apart from the migration so the
// migration reads as structure. Once released, a migration's content never changes: a new terms
// or cookie version is a new migration.

type Text = { title: string; body: string };
const isDutch = (languageId: number) => languageId === 52;

/** The first cookie-settings version: necessary (fixed), analytics (`ca`, on by default), marketing. */
export function cookieTypes(languageId: number) {
  const nl = isDutch(languageId);
  return [
    {
      key: 'nc',
      short: nl ? 'Noodzakelijk' : 'Necessary',
      description: nl
        ? 'Nodig om in te loggen, te boeken en uw keuzes te onthouden. Altijd aan.'
        : 'Needed to log in, book and remember your choices. Always on.',
      is_editable: 0,
    },
    {
      key: 'ca',
      short: nl ? 'Analyse' : 'Analytics',
      description: nl
        ? 'Anonieme statistieken waarmee wij de site verbeteren.'
        : 'Anonymous statistics that help us improve the site.',
      is_editable: 1,
    },
    {
      key: 'mc',
      short: nl ? 'Marketing' : 'Marketing',
      description: nl
        ? 'Cookies van partners om relevante aanbiedingen te tonen.'
        : 'Partner cookies used to show relevant offers.',
      is_editable: 1,
    },
  ];
}

/** General booking terms with the cancellation policy the cancel-rule table encodes. */
export function bookingTerms(languageId: number): Text {
  return isDutch(languageId)
    ? {
        title: 'Algemene boekingsvoorwaarden',
        body: [
          '1. Een reservering is definitief zodra u de bevestiging ontvangt.',
          '2. Tot 24 uur voor aanvang kunt u kosteloos annuleren of de datum wijzigen.',
          '3. Daarna gelden de annuleringskosten uit de tabel, afhankelijk van de groepsgrootte.',
          '4. Een reservering met een factuur of die binnen 24 uur begint, is vergrendeld.',
          '5. Prijzen zijn in euro; btw wordt per ruimte en per optie berekend.',
        ].join('\n'),
      }
    : {
        title: 'General booking terms',
        body: [
          '1. A reservation is final once you receive the confirmation.',
          '2. Up to 24 hours before the start you can cancel or change the date free of charge.',
          '3. After that, the cancellation fees of the table apply, depending on the group size.',
          '4. A reservation with an invoice, or starting within 24 hours, is locked.',
          '5. Prices are in euros; VAT is calculated per space and per option.',
        ].join('\n'),
      };
}

/** The privacy statement. */
export function privacyTerms(languageId: number): Text {
  return isDutch(languageId)
    ? {
        title: 'Privacyverklaring',
        body: 'Wij gebruiken uw gegevens alleen om uw reserveringen uit te voeren en u te informeren. U kunt uw profiel altijd verwijderen.',
      }
    : {
        title: 'Privacy statement',
        body: 'We use your data only to carry out your reservations and to keep you informed. You can delete your profile at any time.',
      };
}

/** The licence terms a host agrees to when listing a location. */
export function licenceTerms(languageId: number): Text {
  return isDutch(languageId)
    ? {
        title: 'Licentievoorwaarden voor locaties',
        body: 'De licentie kost een bedrag per gebruikte stoel per persoon per dag, plus een eventueel maandbedrag, exclusief btw. Een locatie gaat pas live na goedkeuring.',
      }
    : {
        title: 'Licence terms for locations',
        body: 'The licence costs an amount per utilized seat per person per day, plus an optional monthly fee, excluding VAT. A location goes live only after approval.',
      };
}
