import { localDate } from '../kernel/local-time.ts';
import { planOptions, planPackages } from './catalogue.ts';
import { planLocations } from './locations.ts';
import { planPeople } from './people.ts';
import { DemoRandom, Stream } from './random.ts';
import { planReservations } from './reservations.ts';
import { planSpaces } from './spaces.ts';
import type {
  PlannedLocation,
  PlannedPeople,
  PlannedReservation,
  PlannedVoucher,
  PlannedVoucherUsage,
} from './types.ts';
import { planVouchers } from './vouchers.ts';

/** All demo data, in memory, with references by index. */
export interface DemoPlan {
  locations: PlannedLocation[];
  people: PlannedPeople;
  vouchers: PlannedVoucher[];
  voucherUsages: PlannedVoucherUsage[];
  reservations: PlannedReservation[];
}

export interface PlanOptions {
  seed: number;
  /** Live locations; two pending ones come on top. */
  locations: number;
  now: Date;
}

const PENDING_LOCATIONS = 2;
const HOST_LIVE_LOCATIONS = 4;

/** The voucher location: the first live Utrecht location with a meeting package (else any with one). */
function voucherLocation(locations: PlannedLocation[]): number {
  const candidates = locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => location.row.status === 'live' && location.packages.length > 0);
  const inUtrecht = candidates.find(
    ({ location }) => location.cityName === 'Utrecht' && location.packages[0]?.row.meeting_type_id === 1,
  );
  const chosen = inUtrecht ?? candidates[0];
  if (!chosen) throw new Error('the demo needs at least one live location');
  return chosen.index;
}

/** Plans the demo data: the same options always give the same plan. */
export function planDemoData(options: PlanOptions): DemoPlan {
  if (!Number.isInteger(options.locations) || options.locations < 1) {
    throw new Error(`locations must be a positive integer, got ${options.locations}`);
  }
  const locations = planLocations(
    new DemoRandom(options.seed, Stream.Locations),
    options.locations,
    PENDING_LOCATIONS,
  );
  const catalogue = new DemoRandom(options.seed, Stream.Catalogue);
  for (const location of locations) {
    location.spaces = planSpaces(catalogue, location);
    location.meetingTypeIds = [...new Set(location.spaces.map((s) => s.row.meeting_type_id))].sort(
      (a, b) => a - b,
    );
    location.options = planOptions(catalogue);
    location.packages = planPackages(catalogue, location);
  }

  const live = locations.flatMap((l, index) => (l.row.status === 'live' ? [index] : []));
  const pending = locations.flatMap((l, index) => (l.row.status === 'pending' ? [index] : []));
  const hostLocations = [...live.slice(0, HOST_LIVE_LOCATIONS), ...pending.slice(0, 1)];
  const people = planPeople(new DemoRandom(options.seed, Stream.People), hostLocations);

  const today = localDate(options.now, 'Europe/Amsterdam');
  const nowIso = options.now.toISOString();
  const locationIndex = voucherLocation(locations);
  const { vouchers, usages } = planVouchers(new DemoRandom(options.seed, Stream.Vouchers), {
    today,
    nowIso,
    location: { index: locationIndex, name: locations[locationIndex]?.row.name ?? '' },
    packageRef: { locationIndex, packageIndex: 0 },
    bookerCompany: people.bookerCompany,
    otherCompany: people.otherCompany,
    booker: people.booker,
    others: [3, 4],
  });
  const reservations = planReservations(new DemoRandom(options.seed, Stream.Reservations), {
    locations,
    people,
    today,
    nowIso,
    hostWeek: new DemoRandom(options.seed, Stream.HostWeek),
  });
  return { locations, people, vouchers, voucherUsages: usages, reservations };
}
