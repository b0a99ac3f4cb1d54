import { AvailabilityWarning } from './availability-warnings.ts';

/** Why a location of a search cannot be booked, in the words a visitor needs first. */
export const LocationVerdict = {
  ...AvailabilityWarning,
  /** No space of the location holds this many people, whatever the time. */
  TooManyPeople: 'TooManyPeople',
} as const;
export type LocationVerdict = (typeof LocationVerdict)[keyof typeof LocationVerdict];

const SEATS_WARNINGS: ReadonlySet<string> = new Set([
  AvailabilityWarning.NoConfigurationForPeopleCount,
  AvailabilityWarning.SeatsOutsideSettingRange,
]);

interface VerdictLocation {
  IsAvailable: boolean;
  Warnings: readonly string[];
  Spaces: readonly { MaxSeats: number; Warnings: readonly string[] }[];
}

/**
 * The reasons to show for a location that cannot be booked as searched, most decisive first.
 * When no space of the location seats `seats` people the one verdict is TooManyPeople: another
 * time would not help, so the opening hours are not mentioned. Otherwise the location's own
 * warnings (closed, outside the hours, too late), else what its spaces have in common or, failing
 * that, every space warning once. Empty for an available location.
 */
export function locationVerdict(location: VerdictLocation, seats: number): LocationVerdict[] {
  if (location.IsAvailable) return [];
  const spaces = location.Spaces;
  const tooSmall = (s: VerdictLocation['Spaces'][number]) =>
    s.MaxSeats < seats && s.Warnings.some((w) => SEATS_WARNINGS.has(w));
  if (spaces.length > 0 && spaces.every(tooSmall)) return [LocationVerdict.TooManyPeople];
  if (location.Warnings.length > 0) return unique(location.Warnings);
  const all = unique(spaces.flatMap((s) => s.Warnings));
  const shared = all.filter((w) => spaces.every((s) => s.Warnings.includes(w)));
  return shared.length > 0 ? shared : all;
}

function unique(warnings: readonly string[]): LocationVerdict[] {
  return [...new Set(warnings)] as LocationVerdict[];
}
