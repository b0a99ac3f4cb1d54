// The demo reviews' words, in Dutch and English: a review is an opening that fits its overall score,
// a sentence about its best or worst aspect, and a closing; a host's answer fits the review's mood.
// Dutch says "je", never "u" (the site's house style), and reads as a guest would write it.

export type ReviewLanguage = 'nl' | 'en';
export type Mood = 'good' | 'mixed' | 'poor';
export type TextAspect = 'Location' | 'Room' | 'Catering' | 'Service' | 'Value';

interface LanguageTexts {
  openings: Record<Mood, readonly string[]>;
  /** A sentence about one aspect, praising it (high) or not (low). */
  aspects: Record<TextAspect, { high: readonly string[]; low: readonly string[] }>;
  closings: Record<Mood, readonly string[]>;
  /** The host's answer; `{name}` is the reviewer's first name. */
  responses: Record<Mood, readonly string[]>;
}

export const REVIEW_TEXTS: Record<ReviewLanguage, LanguageTexts> = {
  nl: {
    openings: {
      good: [
        'Een fijne plek voor onze teamdag.',
        'Alles was tot in de puntjes geregeld.',
        'We hebben hier een heel productieve dag gehad.',
        'Prima locatie voor een overleg met klanten.',
        'Voor de tweede keer hier en weer tevreden.',
        'Onze heidag had geen betere plek kunnen hebben.',
      ],
      mixed: [
        'Over het algemeen een prima dag, met een paar kanttekeningen.',
        'De basis is goed, maar het kan beter.',
        'Redelijke locatie voor een vergadering van een dag.',
        'Niet slecht, maar ook niet bijzonder.',
      ],
      poor: [
        'Helaas viel het ons tegen.',
        'We hadden er meer van verwacht.',
        'Deze keer ging er te veel mis.',
      ],
    },
    aspects: {
      Location: {
        high: [
          'Makkelijk te bereiken met het openbaar vervoer en je parkeert om de hoek.',
          'De buurt is rustig en er zit goede koffie op loopafstand.',
        ],
        low: [
          'De locatie was lastig te vinden en parkeren kostte veel tijd.',
          'Vanaf het station is het een flink stuk lopen.',
        ],
      },
      Room: {
        high: [
          'De zaal had veel daglicht, werkende schermen en genoeg ruimte om te bewegen.',
          'Een stille ruimte met een groot whiteboard en snelle wifi.',
        ],
        low: [
          'De zaal was aan de kleine kant en het werd snel warm.',
          'Het scherm deed het pas na een half uur en de wifi viel een paar keer weg.',
        ],
      },
      Catering: {
        high: [
          'De lunch was vers en er was aan de vegetariërs gedacht.',
          'Koffie en thee werden steeds aangevuld en de lunch was uitstekend.',
        ],
        low: [
          'De lunch was karig en kwam later dan afgesproken.',
          'De koffie was op voordat de middag begon.',
        ],
      },
      Service: {
        high: [
          'De host ving ons hartelijk op en dacht overal aan mee.',
          'Vriendelijk personeel dat snel reageerde als we iets nodig hadden.',
        ],
        low: ['Bij aankomst was er niemand om ons te ontvangen.', 'Vragen werden pas laat beantwoord.'],
      },
      Value: {
        high: ['Voor deze prijs krijg je echt veel.', 'Een eerlijke prijs voor wat je krijgt.'],
        low: ['Voor deze prijs hadden we meer verwacht.', 'Aan de prijzige kant voor wat er geboden werd.'],
      },
    },
    closings: {
      good: ['Wij komen zeker terug!', 'Een aanrader.', 'Volgende keer boeken we weer hier.'],
      mixed: ['Misschien een volgende keer weer.', 'Met een paar verbeteringen een prima plek.'],
      poor: ['Voor ons geen herhaling.', 'Jammer, want de plek heeft potentie.'],
    },
    responses: {
      good: [
        'Dank je wel {name}, wat fijn om te lezen! We zien je graag weer terug.',
        'Bedankt voor je mooie woorden, {name}. Het team wordt hier heel blij van.',
        'Hartelijk dank voor je beoordeling! Tot de volgende keer.',
      ],
      mixed: [
        'Dank je voor je eerlijke beoordeling, {name}. We nemen je punten mee in het team.',
        'Bedankt voor je feedback! We werken eraan en hopen je nog eens te verwelkomen.',
      ],
      poor: [
        'Het spijt ons dat je dag niet was wat je ervan verwachtte, {name}. We nemen contact met je op om te kijken wat we kunnen doen.',
        'Dank je voor je feedback. Dit is niet de ervaring die we willen bieden; we hebben de punten met het team besproken.',
      ],
    },
  },
  en: {
    openings: {
      good: [
        'A great place for our team day.',
        'Everything was arranged down to the last detail.',
        'We had a really productive day here.',
        'A fine venue for meeting clients.',
        'Our second time here and happy again.',
        'Our offsite could not have had a better home.',
      ],
      mixed: [
        'A good day overall, with a few remarks.',
        'The basics are right, but there is room for improvement.',
        'A reasonable venue for a one-day meeting.',
        'Not bad, not remarkable either.',
      ],
      poor: [
        'Unfortunately it was a disappointment.',
        'We had expected more.',
        'Too many things went wrong this time.',
      ],
    },
    aspects: {
      Location: {
        high: [
          'Easy to reach by public transport, with parking around the corner.',
          'A quiet street with good coffee within walking distance.',
        ],
        low: [
          'The venue was hard to find and parking took a long time.',
          'It is quite a walk from the station.',
        ],
      },
      Room: {
        high: [
          'The room had lots of daylight, working screens and space to move around.',
          'A quiet room with a big whiteboard and fast wifi.',
        ],
        low: [
          'The room was on the small side and got warm quickly.',
          'The screen only worked after half an hour and the wifi dropped a few times.',
        ],
      },
      Catering: {
        high: [
          'Lunch was fresh and the vegetarians had been thought of.',
          'Coffee and tea were topped up all day and lunch was excellent.',
        ],
        low: ['Lunch was meagre and came later than agreed.', 'The coffee ran out before the afternoon.'],
      },
      Service: {
        high: [
          'The host welcomed us warmly and thought of everything.',
          'Friendly staff who were quick to help whenever we needed something.',
        ],
        low: ['Nobody was there to welcome us when we arrived.', 'Questions were answered late.'],
      },
      Value: {
        high: ['Great value for the price.', 'A fair price for what you get.'],
        low: ['For this price we expected more.', 'On the expensive side for what was offered.'],
      },
    },
    closings: {
      good: ['We will definitely be back!', 'Highly recommended.', 'We will book here again next time.'],
      mixed: ['Perhaps again some time.', 'With a few improvements a fine place.'],
      poor: ['Not for us again.', 'A pity, because the place has potential.'],
    },
    responses: {
      good: [
        'Thank you {name}, lovely to read! We look forward to welcoming you again.',
        'Thanks for your kind words, {name}. The whole team is delighted.',
        'Thank you for your review! See you next time.',
      ],
      mixed: [
        'Thank you for your honest review, {name}. We are taking your points to the team.',
        'Thanks for your feedback! We are working on it and hope to welcome you again.',
      ],
      poor: [
        'We are sorry your day was not what you expected, {name}. We will get in touch to see what we can do.',
        'Thank you for your feedback. This is not the experience we want to offer; we have gone through your points with the team.',
      ],
    },
  },
};
