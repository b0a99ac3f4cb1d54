import { slugify } from '../../../../packages/domain/src/text/text.ts';
import { capitalize } from './location-texts.ts';
import { type DemoRandom, instantAfter } from './random.ts';
import type { PlannedBillingAddress, PlannedPeople, PlannedProfile } from './types.ts';

const PEOPLE_EPOCH = '2025-03-03T10:00:00.000Z';
const NL = 52;
const EN = 65;
const OTHER_MEMBERS = 50;
const OTHER_COMPANIES = 18;

/** The fixed demo accounts; all share the demo password. */
export const DEMO_ACCOUNTS = [
  {
    email: 'booker@example.com',
    role: 'member',
    description: 'Bente Boeker: member with a company, 2 billing addresses and past and future reservations',
  },
  {
    email: 'host@example.com',
    role: 'host',
    description: 'Hanna Host: manages several live locations and one pending location',
  },
  { email: 'admin@example.com', role: 'admin', description: 'Arie Admin: administrator (English)' },
] as const;

function vatNumber(random: DemoRandom): string {
  return `NL${random.faker.string.numeric(9)}B01`;
}

function profile(
  random: DemoRandom,
  fields: Pick<PlannedProfile['row'], 'email' | 'first_name' | 'last_name'> & Partial<PlannedProfile['row']>,
  companyIndex: number | null,
): PlannedProfile {
  const createdAt = instantAfter(PEOPLE_EPOCH, random.float(0, 300, 4));
  return {
    row: {
      language_id: NL,
      role: 'member',
      is_activated: 1,
      phone: random.faker.phone.number({ style: 'national' }),
      bio: null,
      image_url: null,
      calendar_key_hash: null,
      // The network's fields are written by network.ts (its own stream).
      city: null,
      working_on: null,
      knowledge: null,
      network_tags: null,
      share_email: 0,
      share_phone: 0,
      agreed_terms_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
      ...fields,
    },
    companyIndex,
    billingAddresses: [],
  };
}

function billing(
  random: DemoRandom,
  owner: PlannedProfile,
  company: string | null,
  companyIndex: number | null,
): PlannedBillingAddress {
  return {
    companyIndex,
    row: {
      company,
      send_to: `${owner.row.first_name} ${owner.row.last_name}`,
      email: owner.row.email.replace('@', '+facturen@'),
      address: `${capitalize(random.faker.location.street())} ${random.int(1, 200)}`,
      postal_code: `${random.int(1011, 9999)} ${random.faker.string.alpha({ length: 2, casing: 'upper' })}`,
      city: random.pick(['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Zwolle']),
      country: 'Nederland',
      phone_number: owner.row.phone,
      po_number: company ? `PO-${random.int(1000, 9999)}` : null,
      vat_number: company ? vatNumber(random) : null,
      created_at: owner.row.created_at,
    },
  };
}

/** Companies, the fixed accounts, ~50 other members, and the host's locations. */
export function planPeople(random: DemoRandom, hostLocations: number[]): PlannedPeople {
  const companyNames = ['Boeker & Partners B.V.', 'Voorbeeld Holding B.V.'];
  while (companyNames.length < OTHER_COMPANIES + 2) {
    const name = `${random.faker.company.name()} B.V.`;
    if (!companyNames.includes(name)) companyNames.push(name);
  }
  const companies = companyNames.map((name) => ({
    name,
    vat_number: vatNumber(random),
    created_at: instantAfter(PEOPLE_EPOCH, random.float(-200, 0, 4)),
  }));

  const booker = profile(
    random,
    { email: 'booker@example.com', first_name: 'Bente', last_name: 'Boeker' },
    0,
  );
  booker.billingAddresses = [
    billing(random, booker, companyNames[0] ?? null, 0),
    billing(random, booker, null, null),
  ];
  const host = profile(
    random,
    { email: 'host@example.com', first_name: 'Hanna', last_name: 'Host', role: 'host' },
    null,
  );
  const admin = profile(
    random,
    { email: 'admin@example.com', first_name: 'Arie', last_name: 'Admin', role: 'admin', language_id: EN },
    null,
  );
  const profiles = [booker, host, admin];
  const emails = new Set(profiles.map((p) => p.row.email));
  while (profiles.length < OTHER_MEMBERS + 3) {
    const firstName = random.faker.person.firstName();
    const lastName = random.faker.person.lastName();
    const local = `${slugify(firstName)}.${slugify(lastName)}`.replace(/-/g, '');
    let email = `${local}@${random.pick(['example.com', 'example.nl'])}`;
    for (let n = 2; emails.has(email); n += 1) email = email.replace(/\d*@/, `${n}@`);
    emails.add(email);
    const companyIndex = random.chance(0.6) ? random.int(2, companies.length - 1) : null;
    const member = profile(
      random,
      {
        email,
        first_name: firstName,
        last_name: lastName,
        language_id: random.chance(0.7) ? NL : EN,
        is_activated: random.chance(0.9) ? 1 : 0,
      },
      companyIndex,
    );
    if (random.chance(0.4)) {
      const company = companyIndex === null ? null : (companyNames[companyIndex] ?? null);
      member.billingAddresses = [billing(random, member, company, companyIndex)];
    }
    profiles.push(member);
  }
  return {
    companies,
    profiles,
    booker: 0,
    host: 1,
    admin: 2,
    bookerCompany: 0,
    otherCompany: 1,
    managers: hostLocations.map((locationIndex) => ({ locationIndex, profileIndex: 1 })),
  };
}
