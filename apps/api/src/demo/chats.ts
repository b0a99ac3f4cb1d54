import { chatPair } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { chatQueries } from '../chat/index.ts';
import type { DB } from '../db/schema.ts';
import { loadNetworkPeople, type NetworkMember, type Who } from './network-people.ts';
import { DemoRandom, Stream } from './random.ts';

// The demo's chats (the chat area's tables, written as its calls would), with their own random
// stream (`Stream.Chats`): four conversations of the demo booker (Bente Boeker, Dutch) — with the
// demo host, two Dutch members and an English one — of which three end in messages she has not
// read yet (4 unread in all); and a dozen short conversations between other demo members, each in
// the language the two share (English when one of them is English). The README tells the rest.

/** One line of a script: who of the two writes it (0 the first, 1 the second), and the text. */
type Line = [0 | 1, string];

const BOOKER_SCRIPTS: { with: Who; lines: Line[]; unread: number }[] = [
  {
    with: 'host',
    lines: [
      [0, 'Hoi Hanna, is de vergaderzaal volgende week ook vóór 9 uur open?'],
      [1, 'Goedemorgen Bente! Ja, vanaf 8 uur staat de koffie klaar.'],
      [0, 'Top, dan kom ik om half 9 met vier collega’s.'],
      [1, 'Prima. Zal ik het scherm alvast aanzetten?'],
      [1, 'En wil je lunch erbij? Dan geef ik het door aan de keuken.'],
    ],
    unread: 2,
  },
  {
    with: { nl: 0 },
    lines: [
      [1, 'Hoi Bente, leuk je te zien bij de netwerkborrel gisteren!'],
      [0, 'Insgelijks! Zullen we binnenkort samen werken in Utrecht?'],
      [1, 'Graag. Donderdag een flexplek bij het station?'],
    ],
    unread: 1,
  },
  {
    with: { en: 0 },
    lines: [
      [1, 'Hi Bente, thanks for the tip about the venue in Amsterdam.'],
      [0, 'You are welcome! How did the workshop go?'],
      [1, 'Really well, the room was perfect for twelve people.'],
      [0, 'Glad to hear it. Let me know when you are in Utrecht again.'],
    ],
    unread: 0,
  },
  {
    with: { nl: 1 },
    lines: [
      [0, 'Hoi! Heb jij nog een goede locatie voor een heidag in Gelderland?'],
      [1, 'Zeker, ik stuur je straks de naam van die boerderij bij Arnhem.'],
      [1, 'Het heet De Hooiberg: grote tuin, goede lunch en een beamer.'],
    ],
    unread: 1,
  },
];

const NL_LINES: Line[][] = [
  [
    [0, 'Hoi, ben jij ook bij de meetup over hybride werken?'],
    [1, 'Ja, ik kom! Zie je daar.'],
  ],
  [
    [0, 'Dank voor je verhaal in de groep, heel herkenbaar.'],
    [1, 'Fijn om te horen, dank je!'],
    [0, 'Zullen we een keer koffie drinken?'],
  ],
  [
    [0, 'Weet jij of die zaal in Rotterdam een beamer heeft?'],
    [1, 'Ja, en een groot whiteboard.'],
  ],
];
const EN_LINES: Line[][] = [
  [
    [0, 'Hi! Are you joining the event on Friday?'],
    [1, 'I am, see you there.'],
  ],
  [
    [0, 'Thanks for sharing that workspace in The Hague.'],
    [1, 'Any time! It is quiet in the mornings.'],
    [0, 'Perfect, I will try it next week.'],
  ],
  [
    [0, 'Could you recommend a room for a team of eight?'],
    [1, 'The one near Utrecht Centraal works well for us.'],
  ],
];

export interface DemoChatsSummary {
  chats: number;
  messages: number;
}

/** Writes one conversation and its messages; `unread` of the last ones are left unread by their reader. */
async function writeChat(
  trx: Kysely<DB>,
  pair: [NetworkMember, NetworkMember],
  lines: Line[],
  unread: number,
  startAt: number,
  stepMs: number,
): Promise<number> {
  const [a, b] = chatPair(pair[0].id, pair[1].id);
  const created = new Date(startAt).toISOString();
  await chatQueries.ensurePair(trx, [a, b], null, created);
  const chat = await chatQueries.byPair(trx, a, b);
  if (!chat) return 0;
  const ids: number[] = [];
  for (const [i, [who, text]] of lines.entries()) {
    const message = await chatQueries.insertMessage(trx, {
      chat_id: chat.id,
      sender_id: pair[who].id,
      text,
      created_at: new Date(startAt + i * stepMs).toISOString(),
    });
    ids.push(message.id);
  }
  // Each member has read everything but the last `unread` messages (their own always).
  for (const member of [a, b]) {
    let upTo = 0;
    for (const [i, [who]] of lines.entries()) {
      const mine = pair[who].id === member;
      if (mine || i < lines.length - unread) upTo = ids[i] as number;
    }
    if (upTo) await chatQueries.markRead(trx, chat.id, member === a ? 'read_a' : 'read_b', upTo);
  }
  return lines.length;
}

/** Writes the demo's chats; see the comment above. */
export async function writeDemoChats(trx: Kysely<DB>, seed: number, now: Date): Promise<DemoChatsSummary> {
  const random = new DemoRandom(seed, Stream.Chats);
  const people = await loadNetworkPeople(trx);
  if (!people) return { chats: 0, messages: 0 };
  let chats = 0;
  let messages = 0;
  const base = now.getTime();
  for (const [i, script] of BOOKER_SCRIPTS.entries()) {
    const other = people.who(script.with);
    if (!other) continue;
    // The booker's conversations in the last days, the first one the newest.
    const startAt = base - (i + 1) * 26 * 3_600_000 + random.int(0, 3_600_000);
    messages += await writeChat(
      trx,
      [people.booker, other],
      script.lines,
      script.unread,
      startAt,
      9 * 60_000,
    );
    chats += 1;
  }
  const taken = new Set<string>();
  const members = people.pool.filter((p) => p.role === 'member');
  for (let i = 0; i < 12 && members.length > 1; i++) {
    const [x, y] = random.sample(members, 2) as [NetworkMember, NetworkMember];
    const key = chatPair(x.id, y.id).join('-');
    if (taken.has(key)) continue;
    taken.add(key);
    const english = x.language_id !== 52 || y.language_id !== 52;
    const lines = random.pick(english ? EN_LINES : NL_LINES);
    const startAt = base - random.int(1, 30) * 86_400_000 - random.int(0, 86_400_000);
    messages += await writeChat(trx, [x, y], lines, random.int(0, 1), startAt, random.int(2, 90) * 60_000);
    chats += 1;
  }
  return { chats, messages };
}
