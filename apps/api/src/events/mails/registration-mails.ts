import { EVENT_PAYMENT_HOLD_HOURS, type Locale, languageIdForLocale, localizedPath } from '@meetspace/domain';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';
import type { EventRow } from '../event-rows.ts';
import {
  eventLines,
  FRAME,
  icsLink,
  money,
  type Participant,
  participantMail,
  payLink,
  ticketLink,
} from './registration-text.ts';

const TEXT = {
  nl: {
    confirmed: {
      subject: (n: string) => `Je bent aangemeld voor ${n}`,
      body: 'Je aanmelding is bevestigd. Laat bij de ingang de QR-code van je ticket zien.',
    },
    paid: {
      subject: (n: string) => `Betaald: je ticket voor ${n}`,
      body: (amount: string) => `We hebben je betaling van ${amount} ontvangen. Je aanmelding is bevestigd.`,
    },
    pending: {
      subject: (n: string) => `Rond je aanmelding voor ${n} af`,
      body: (amount: string) =>
        `We houden een plaats voor je vast. Betaal ${amount} binnen ${EVENT_PAYMENT_HOLD_HOURS} uur om je aanmelding te bevestigen; daarna vervalt je plaats.`,
      link: 'Betalen',
    },
    waiting: {
      subject: (n: string) => `Je staat op de wachtlijst voor ${n}`,
      body: 'Het evenement is vol. Je staat op de wachtlijst; komt er een plaats vrij, dan is die voor jou en krijg je bericht.',
      link: 'Je aanmelding',
    },
    promoted: {
      subject: (n: string) => `Er is een plaats voor je vrij bij ${n}`,
      body: 'Goed nieuws: er is een plaats vrijgekomen en die is voor jou.',
      pay: (amount: string) =>
        `Betaal ${amount} binnen ${EVENT_PAYMENT_HOLD_HOURS} uur om je plaats te bevestigen; daarna gaat die naar de volgende op de wachtlijst.`,
      link: 'Betalen',
    },
    cancelled: {
      subject: (n: string) => `Je aanmelding voor ${n} is geannuleerd`,
      body: 'Je aanmelding is geannuleerd.',
      deleted: 'Het evenement gaat niet door: de organisator heeft het geannuleerd.',
      expired: `Je hebt niet binnen ${EVENT_PAYMENT_HOLD_HOURS} uur betaald, dus hebben we je plaats vrijgegeven. Wil je nog komen? Meld je dan opnieuw aan.`,
      refund: 'Je had al betaald; de organisator neemt contact met je op over terugbetaling.',
      refunded: (amount: string) =>
        `Je betaling van ${amount} gaat terug naar de rekening of kaart waarmee je betaalde; dat duurt meestal een paar werkdagen.`,
    },
    organizer: {
      subject: (n: string) => `Nieuwe aanmelding voor ${n}`,
      body: (who: string, status: string) => `${who} heeft zich aangemeld (${status}).`,
      status: { confirmed: 'bevestigd', pending: 'wacht op betaling', waitingList: 'wachtlijst' } as Record<
        string,
        string
      >,
      link: 'Deelnemers bekijken',
    },
  },
  en: {
    confirmed: {
      subject: (n: string) => `You are registered for ${n}`,
      body: 'Your registration is confirmed. Show the QR code of your ticket at the entrance.',
    },
    paid: {
      subject: (n: string) => `Paid: your ticket for ${n}`,
      body: (amount: string) => `We received your payment of ${amount}. Your registration is confirmed.`,
    },
    pending: {
      subject: (n: string) => `Complete your registration for ${n}`,
      body: (amount: string) =>
        `We are holding a place for you. Pay ${amount} within ${EVENT_PAYMENT_HOLD_HOURS} hours to confirm your registration; after that the place goes to someone else.`,
      link: 'Pay',
    },
    waiting: {
      subject: (n: string) => `You are on the waiting list for ${n}`,
      body: 'The event is full. You are on the waiting list; when a place becomes free it is yours and we will let you know.',
      link: 'Your registration',
    },
    promoted: {
      subject: (n: string) => `A place is yours at ${n}`,
      body: 'Good news: a place has become free and it is yours.',
      pay: (amount: string) => `Pay ${amount} to confirm your place.`,
      link: 'Pay',
    },
    cancelled: {
      subject: (n: string) => `Your registration for ${n} is cancelled`,
      body: 'Your registration has been cancelled.',
      deleted: 'The event will not take place: the organizer cancelled it.',
      expired: `You did not pay within ${EVENT_PAYMENT_HOLD_HOURS} hours, so we gave your place to someone else. Still want to come? Register again.`,
      refund: 'You had paid already; the organizer will contact you about a refund.',
      refunded: (amount: string) =>
        `Your payment of ${amount} goes back to the account or card you paid with; that usually takes a few working days.`,
    },
    organizer: {
      subject: (n: string) => `New registration for ${n}`,
      body: (who: string, status: string) => `${who} registered (${status}).`,
      status: { confirmed: 'confirmed', pending: 'awaiting payment', waitingList: 'waiting list' } as Record<
        string,
        string
      >,
      link: 'View the participants',
    },
  },
} as const;

/** Confirmed (free, or just paid): the ticket link and the calendar file. */
export function registrationConfirmedMail(
  to: Participant,
  e: EventRow,
  publicUrl: string,
  paid = false,
): Mail {
  const t = TEXT[to.locale];
  const f = FRAME[to.locale];
  return participantMail(
    to,
    paid ? 'event-registration-paid' : 'event-registration-confirmed',
    paid ? t.paid.subject(e.name) : t.confirmed.subject(e.name),
    [
      paid ? t.paid.body(money(to.r.amount_cents, to.r.currency, to.locale)) : t.confirmed.body,
      '',
      ...eventLines(e, to.locale),
      '',
      `${f.ticket}: ${ticketLink(publicUrl, to.locale, e, to.r.key)}`,
      `${f.calendar}: ${icsLink(publicUrl, e)}`,
    ],
  );
}

/** Pending: the place is held until paid; the pay link. */
export function registrationPendingMail(
  to: Participant,
  e: EventRow,
  paymentKey: string,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  return participantMail(to, 'event-registration-pending', t.pending.subject(e.name), [
    t.pending.body(money(to.r.amount_cents, to.r.currency, to.locale)),
    '',
    ...eventLines(e, to.locale),
    '',
    `${t.pending.link}: ${payLink(publicUrl, to.locale, e, paymentKey)}`,
  ]);
}

/** On the waiting list. */
export function registrationWaitingMail(to: Participant, e: EventRow, publicUrl: string): Mail {
  const t = TEXT[to.locale];
  return participantMail(to, 'event-registration-waiting', t.waiting.subject(e.name), [
    t.waiting.body,
    '',
    ...eventLines(e, to.locale),
    '',
    `${t.waiting.link}: ${ticketLink(publicUrl, to.locale, e, to.r.key)}`,
  ]);
}

/** Promoted from the waiting list: a place is yours (and the pay link when paid). */
export function registrationPromotedMail(
  to: Participant,
  e: EventRow,
  paymentKey: string | null,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const f = FRAME[to.locale];
  return participantMail(to, 'event-registration-promoted', t.promoted.subject(e.name), [
    t.promoted.body,
    ...(paymentKey ? ['', t.promoted.pay(money(to.r.amount_cents, to.r.currency, to.locale))] : []),
    '',
    ...eventLines(e, to.locale),
    '',
    paymentKey
      ? `${t.promoted.link}: ${payLink(publicUrl, to.locale, e, paymentKey)}`
      : `${f.ticket}: ${ticketLink(publicUrl, to.locale, e, to.r.key)}`,
  ]);
}

/** Cancelled by the participant or the organizer, by the event's deletion, or unpaid past the hold. */
export function registrationCancelledMail(
  to: Participant,
  e: EventRow,
  why: 'cancelled' | 'deleted' | 'expired',
): Mail {
  const t = TEXT[to.locale];
  return participantMail(to, 'event-registration-cancelled', t.cancelled.subject(e.name), [
    why === 'deleted' ? t.cancelled.deleted : why === 'expired' ? t.cancelled.expired : t.cancelled.body,
    // A deleted event gives paid tickets back (the payments area's refund job sends them); after a
    // cancellation that is up to the organizer (the event terms, point 4).
    ...(to.r.paid_at
      ? [
          '',
          why === 'deleted'
            ? t.cancelled.refunded(money(to.r.amount_cents, to.r.currency, to.locale))
            : t.cancelled.refund,
        ]
      : []),
    '',
    ...eventLines(e, to.locale),
  ]);
}

/** To an organizer who receives mail: a new registration, with the participants' page. */
export function organizerNewRegistrationMail(
  to: { locale: Locale; email: string; name: string; profileId: number | null },
  e: EventRow,
  who: string,
  status: string,
  publicUrl: string,
): Mail {
  const t = TEXT[to.locale];
  const f = FRAME[to.locale];
  const link = `${publicUrl}${localizedPath('my-event-section', to.locale, { id: e.id, section: 'participants' })}`;
  return {
    kind: 'event-registration-organizer',
    toEmail: to.email,
    toName: to.name,
    languageId: languageIdForLocale(to.locale),
    subject: t.organizer.subject(e.name),
    text: [
      f.greeting(to.name),
      '',
      t.organizer.body(who, t.organizer.status[status] ?? status),
      '',
      ...eventLines(e, to.locale),
      '',
      `${t.organizer.link}: ${link}`,
      '',
      f.closing,
    ].join('\n'),
    profileId: to.profileId,
  };
}
