import {
  centsToEuros,
  type EventState,
  type ParticipantList,
  type RegistrationStatus,
  registrationOpen,
  type Ticket,
} from '@meetspace/domain';
import type { Actor } from '../kernel/access/access.ts';
import { requireAccess } from '../kernel/access/access.ts';
import type { SessionMember } from '../kernel/access/session.queries.ts';
import { AppError } from '../kernel/errors.ts';
import { summariesOf } from './event.reads.ts';
import { type EventRow, eventRows } from './event-rows.ts';
import { eventAccess } from './events.access.ts';
import { paymentKeys, presentParticipant, registrationView } from './registration.presenter.ts';
import { type RegistrationDeps, registrationFacts, todayOf } from './registration-deps.ts';
import { registrationQueries } from './registrations.queries.ts';
import { ticketQrSvg } from './ticket-qr.ts';

/** Whether the member may manage the event (its organizers and administrators). */
async function mayManage(deps: RegistrationDeps, member: Actor | undefined, e: EventRow): Promise<boolean> {
  if (!member) return false;
  return eventAccess.manage.allow(member, e, { db: deps.db });
}

/**
 * `GET /v1/event/{id}/state`: what the caller may do. 404 for an unknown event, and for a draft
 * unless the caller manages it.
 */
export async function readEventState(
  deps: RegistrationDeps,
  member: SessionMember | undefined,
  eventId: number,
): Promise<EventState> {
  const { db, now } = deps;
  const e = await eventRows.byId(db, eventId);
  if (!e) throw AppError.notFound('Event not found');
  const manages = await mayManage(deps, member, e);
  if (e.status === 'draft' && !manages) throw AppError.notFound('Event not found');
  const taken = await registrationQueries.taken(db, e.id);
  const placesLeft = e.max_capacity === null ? null : Math.max(0, e.max_capacity - taken);
  const own = member ? await registrationQueries.ofMember(db, e.id, member.profileId) : undefined;
  const view = own ? await registrationView(db, own) : null;
  return {
    EventId: e.id,
    IsOrganizer: manages,
    IsOwner: member !== undefined && e.owner_profile_id === member.profileId,
    CanRegister: registrationOpen(registrationFacts(e), todayOf(now)),
    IsFull: placesLeft === 0,
    PlacesLeft: placesLeft,
    Registration: view && {
      Id: view.Id,
      Key: view.Key,
      Status: view.Status,
      WaitingListPosition: view.WaitingListPosition,
      PaymentKey: view.PaymentKey,
    },
  };
}

/**
 * `GET /v1/event/{id}/participants`: every registration (or one status; `q` matches name, e-mail,
 * organization) with the counts per status, the checked-in count and the money received per
 * currency. Organizers and administrators only.
 */
export async function readParticipants(
  deps: RegistrationDeps,
  actor: Actor,
  eventId: number,
  query: { status?: RegistrationStatus; q?: string },
): Promise<ParticipantList> {
  const { db } = deps;
  await requireAccess({ db }, actor, eventAccess.manage, eventId);
  const all = await registrationQueries.ofEvent(db, eventId);
  const q = query.q?.toLowerCase();
  const shown = all.filter(
    (r) =>
      (!query.status || r.status === query.status) &&
      (!q ||
        [r.first_name, r.last_name, `${r.first_name} ${r.last_name}`, r.email, r.organization].some((v) =>
          v.toLowerCase().includes(q),
        )),
  );
  const keys = await paymentKeys(db, shown);
  const positions = new Map(
    all
      .filter((r) => r.status === 'waitingList')
      .sort((a, b) => (a.waiting_since ?? '').localeCompare(b.waiting_since ?? '') || a.id - b.id)
      .map((r, i) => [r.id, i + 1]),
  );
  const count = (s: RegistrationStatus) => all.filter((r) => r.status === s).length;
  return {
    Results: shown.map((r) =>
      presentParticipant(r, {
        waitingListPosition: positions.get(r.id) ?? null,
        paymentKey: r.payment_id === null ? null : (keys.get(r.payment_id) ?? null),
      }),
    ),
    Confirmed: count('confirmed'),
    Pending: count('pending'),
    WaitingList: count('waitingList'),
    Cancelled: count('cancelled'),
    CheckedIn: all.filter((r) => r.checked_in_at !== null).length,
    Revenue: (await registrationQueries.revenue(db, eventId)).map((x) => ({
      Currency: x.currency,
      Amount: centsToEuros(Number(x.cents)),
    })),
  };
}

/**
 * `GET /v1/event/ticket/{key}`: the key is the capability. The registration, its event and the QR
 * code of the key; the online link only once confirmed. 404 for an unknown key or a deleted event.
 */
export async function readTicket(deps: RegistrationDeps, key: string): Promise<Ticket> {
  const { db, now } = deps;
  const r = await registrationQueries.byKey(db, key);
  const e = r && (await eventRows.byId(db, r.event_id));
  if (!r || !e) throw AppError.notFound('Ticket not found');
  const [summary] = await summariesOf(db, [e], now);
  if (!summary) throw new Error(`event ${e.id} has no summary`);
  return {
    ...(await registrationView(db, r)),
    Event: summary,
    QrSvg: await ticketQrSvg(r.key),
    OnlineUrl: r.status === 'confirmed' && e.is_online !== 'offline' ? e.online_url : null,
  };
}

type When = 'upcoming' | 'past' | 'all';
interface Paging {
  page: number;
  itemsPerPage: number;
  when: When;
}

/** `GET /v1/profile/event/attending`: the member's registrations with their events, a page. */
export async function readAttending(deps: RegistrationDeps, actor: Actor, query: Paging) {
  const { db, now } = deps;
  const today = todayOf(now);
  const rows = await registrationQueries.attendingPage(db, actor.profileId, query, today);
  const page = rows.slice(0, query.itemsPerPage);
  // One read of the page's events and one of their summaries, not one per row.
  const events = await registrationQueries.eventsByIds(db, [...new Set(page.map((r) => r.event_id))]);
  const summaries = new Map((await summariesOf(db, events, now)).map((e) => [e.Id, e]));
  const Results = [];
  for (const r of page) {
    const Event = summaries.get(r.event_id);
    if (Event) Results.push({ Event, Registration: await registrationView(db, r) });
  }
  return { Results, MorePages: rows.length > query.itemsPerPage };
}

/** `GET /v1/profile/event/organising`: the events the member organizes (drafts too), a page. */
export async function readOrganising(deps: RegistrationDeps, actor: Actor, query: Paging) {
  const { db, now } = deps;
  const today = todayOf(now);
  const rows = await registrationQueries.organisingPage(db, actor.profileId, query, today);
  return {
    Results: await summariesOf(db, rows.slice(0, query.itemsPerPage), now),
    MorePages: rows.length > query.itemsPerPage,
  };
}
