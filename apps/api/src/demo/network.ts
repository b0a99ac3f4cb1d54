import { LanguageId, tagsToColumn } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { addDays, platformToday } from '../kernel/local-time.ts';
import { DEMO_BIOS } from './bio-texts.ts';
import { insertRows } from './insert.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';

// The network's people (its own stream, `Stream.Network`): every activated member gets a city,
// what they work on, what they can help with and 5 or 6 tags, in their language (nl or en); a
// third share their e-mail address publicly. Check-ins relative to the demo's clock: the demo
// booker and six others at the host's first live location today (so the booker's matches show),
// four there tomorrow, and a few at other locations today; and a few click logs.

export interface DemoNetworkSummary {
  profiles: number;
  checkins: number;
  clicks: number;
}

type Lang = 'nl' | 'en';
const TOPICS: { nl: [string, string, string]; en: [string, string, string] }[] = [
  {
    nl: ['Duurzaamheid', 'een circulaire inkoopstrategie', 'subsidies voor verduurzaming aanvragen'],
    en: ['Sustainability', 'a circular purchasing strategy', 'applying for sustainability grants'],
  },
  {
    nl: ['Marketing', 'een campagne voor een nieuwe app', 'marketing en sociale media'],
    en: ['Marketing', 'a campaign for a new app', 'marketing and social media'],
  },
  {
    nl: ['Data', 'een dashboard met data uit de verkoop', 'data-analyse en dashboards in Python'],
    en: ['Data', 'a dashboard with sales data', 'data analysis and dashboards in Python'],
  },
  {
    nl: ['Financiën', 'de financiering van een startup', 'financiering, begrotingen en subsidies'],
    en: ['Finance', 'funding for a startup', 'funding, budgets and grants'],
  },
  {
    nl: ['Design', 'het ontwerp van een website', 'webdesign en toegankelijkheid'],
    en: ['Design', 'the design of a website', 'web design and accessibility'],
  },
  {
    nl: ['Onderwijs', 'een training voor docenten', 'trainingen geven en onderwijs'],
    en: ['Education', 'a training for teachers', 'giving trainings and education'],
  },
  {
    nl: ['Software', 'een koppeling met een boekhoudpakket', 'software bouwen in TypeScript'],
    en: ['Software', 'an integration with accounting software', 'building software in TypeScript'],
  },
  {
    nl: ['Recht', 'algemene voorwaarden voor een webshop', 'contracten en privacywetgeving'],
    en: ['Law', 'terms and conditions for a webshop', 'contracts and privacy law'],
  },
];
const EXTRA_TAGS = {
  nl: ['Ondernemen', 'Netwerken', 'Innovatie', 'Zzp', 'Startups', 'Coaching', 'Events', 'Fotografie'],
  en: [
    'Entrepreneurship',
    'Networking',
    'Innovation',
    'Freelance',
    'Startups',
    'Coaching',
    'Events',
    'Photography',
  ],
};
const CITIES = ['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Zwolle', 'Eindhoven', 'Groningen'];

interface Facts {
  city: string;
  working_on: string;
  knowledge: string;
  tags: string[];
}

function factsFor(random: DemoRandom, lang: Lang): Facts {
  const [work, help] = random.sample(TOPICS, 2) as [(typeof TOPICS)[number], (typeof TOPICS)[number]];
  const tags = [work[lang][0], help[lang][0], ...random.sample(EXTRA_TAGS[lang], random.int(3, 4))];
  const text =
    lang === 'nl'
      ? { working_on: `Ik werk aan ${work.nl[1]}`, knowledge: `Ik help graag met ${help.nl[2]}` }
      : { working_on: `I work on ${work.en[1]}`, knowledge: `Happy to help with ${help.en[2]}` };
  return { city: random.pick(CITIES), tags, ...text };
}

/** The demo booker's network profile, fixed (the README and the browser tests name it). */
const BOOKER: Facts = {
  city: 'Utrecht',
  working_on: 'Ik werk aan een campagne voor een nieuwe app en een dashboard met data',
  knowledge: 'Ik help graag met financiering, begrotingen en subsidies',
  tags: ['Marketing', 'Data', 'Ondernemen', 'Netwerken', 'Startups'],
};

/** Writes the network's demo data; see the comment above. */
export async function writeDemoNetwork(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
): Promise<DemoNetworkSummary> {
  const random = new DemoRandom(seed, Stream.Network);
  const nowIso = now.toISOString();
  const today = platformToday(now);
  const tomorrow = addDays(today, 1);
  const profiles = await trx
    .selectFrom('profiles')
    .select(['id', 'email', 'language_id', 'role'])
    .where('is_activated', '=', 1)
    .orderBy('id')
    .execute();
  const facts = new Map<number, Facts>();
  let plain = 0;
  for (const p of profiles) {
    const lang = p.language_id === LanguageId.en ? 'en' : 'nl';
    // Seven in ten plain members wrote a bio (no random draw: the stream stays as it was).
    const bios = DEMO_BIOS[lang];
    const bio =
      p.role === 'member' && p.email !== 'booker@example.com' && plain++ % 10 < 7
        ? bios[(plain * 5) % bios.length]
        : undefined;
    const f = p.email === 'booker@example.com' ? BOOKER : factsFor(random, lang);
    facts.set(p.id, f);
    await trx
      .updateTable('profiles')
      .set({
        city: f.city,
        working_on: f.working_on,
        knowledge: f.knowledge,
        network_tags: tagsToColumn(f.tags),
        share_email: random.chance(0.33) && p.email !== 'booker@example.com' ? 1 : 0,
        ...(bio ? { bio } : {}),
      })
      .where('id', '=', p.id)
      .execute();
  }

  const booker = profiles.find((p) => p.email === 'booker@example.com');
  const host = profiles.find((p) => p.email === 'host@example.com');
  const members = profiles.filter((p) => p.role === 'member' && p !== booker);
  const hostLocation = host
    ? await trx
        .selectFrom('location_managers as m')
        .innerJoin('locations as l', 'l.id', 'm.location_id')
        .select('l.id')
        .where('m.profile_id', '=', host.id)
        .where('l.status', '=', 'live')
        .orderBy('l.id')
        .executeTakeFirst()
    : undefined;
  const others = await trx
    .selectFrom('locations')
    .select('id')
    .where('status', '=', 'live')
    .orderBy('id')
    .limit(6)
    .execute();
  const rows: {
    profile_id: number;
    location_id: number;
    day: string;
    working_on: string;
    knowledge: string;
    reservation_id: null;
    created_at: string;
    updated_at: string;
  }[] = [];
  const checkIn = (profileId: number, locationId: number, day: string, hour: number) => {
    const f = facts.get(profileId) as Facts;
    const at = instantAfter(`${day}T0${hour}:00:00.000Z`, random.float(0, 0.02, 4));
    rows.push({
      profile_id: profileId,
      location_id: locationId,
      day,
      working_on: f.working_on,
      knowledge: f.knowledge,
      reservation_id: null,
      created_at: day === today ? (at < nowIso ? at : nowIso) : nowIso,
      updated_at: day === today ? (at < nowIso ? at : nowIso) : nowIso,
    });
  };
  const shuffled = random.shuffle(members);
  if (hostLocation) {
    if (booker) checkIn(booker.id, hostLocation.id, today, 8);
    for (const m of shuffled.slice(0, 6)) checkIn(m.id, hostLocation.id, today, 7);
    for (const m of shuffled.slice(6, 10)) checkIn(m.id, hostLocation.id, tomorrow, 8);
  }
  let next = 10;
  for (const l of others.filter((o) => o.id !== hostLocation?.id).slice(0, 4)) {
    for (const m of shuffled.slice(next, next + 3)) checkIn(m.id, l.id, today, 8);
    next += 3;
  }
  await insertRows(trx, 'network_checkins', rows);
  await ensureSocialCapitalWorkspaces(trx);

  const clicks = [];
  for (let i = 0; i < 30; i++) {
    const who = random.chance(0.6) ? random.pick(profiles).id : null;
    clicks.push({
      type_id: 1,
      item_id: random.pick(others).id,
      profile_id: who,
      clicked_at: instantAfter(nowIso, -random.float(0, 14, 4)),
    });
  }
  await insertRows(trx, 'click_logs', clicks);
  return { profiles: profiles.length, checkins: rows.length, clicks: clicks.length };
}

/** At least this many social-capital workspaces (price 0) in the demo, whatever its size. */
const SOCIAL_CAPITAL_MIN = 3;

/**
 * The social capital page lists workspaces offered for knowledge (price 0): the catalogue's stream
 * makes about a quarter of the workspaces so; a small demo gets the first live locations'
 * first workspaces turned into such until there are 3.
 */
async function ensureSocialCapitalWorkspaces(trx: Kysely<DB>): Promise<void> {
  const free = await trx
    .selectFrom('spaces as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('l.status', '=', 'live')
    .where('s.is_social_capital', '=', 1)
    .where('s.is_active', '=', 1)
    .executeTakeFirstOrThrow();
  const missing = SOCIAL_CAPITAL_MIN - Number(free.n);
  if (missing <= 0) return;
  const spaces = await trx
    .selectFrom('spaces as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select('s.id')
    .where('l.status', '=', 'live')
    .where('s.is_active', '=', 1)
    .where('s.meeting_type_id', '=', 2)
    .where('s.is_social_capital', '=', 0)
    .orderBy('s.id')
    .limit(missing)
    .execute();
  if (spaces.length === 0) return;
  await trx
    .updateTable('spaces')
    .set({ is_social_capital: 1, price_cents: 0, pricing_type_id: 1 })
    .where(
      'id',
      'in',
      spaces.map((s) => s.id),
    )
    .execute();
}
