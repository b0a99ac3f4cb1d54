import type { DemoRandom } from './random.ts';
import type { PlannedLocation } from './types.ts';

/** Temporary offices are always open 08:00-18:00, so the forced 09:00-17:00 always fits. */
const TEMPORARY_OFFICE_HOURS = { open: 480, close: 1080 } as const;

const WEEKDAY_HOURS: readonly (readonly [number, { open: number; close: number }])[] = [
  [55, { open: 480, close: 1080 }], // 08:00-18:00
  [30, { open: 450, close: 1320 }], // 07:30-22:00
  [15, { open: 510, close: 1050 }], // 08:30-17:30
];

const HOLIDAYS = [
  { date: '2026-12-25', reason: 'Eerste Kerstdag' },
  { date: '2026-12-26', reason: 'Tweede Kerstdag' },
  { date: '2027-01-01', reason: 'Nieuwjaarsdag' },
  { date: '2027-04-27', reason: 'Koningsdag' },
];

/** Opening hours per offered meeting type and ISO weekday, and a few closed days. */
export function planHours(
  random: DemoRandom,
  meetingTypeIds: readonly number[],
): Pick<PlannedLocation, 'openingHours' | 'closedDays'> {
  const weekday = random.weighted(WEEKDAY_HOURS);
  const saturday = random.chance(0.25) ? { open: 540, close: random.pick([1020, 1080]) } : null;
  const sunday = random.chance(0.06) ? { open: 600, close: 1020 } : null;
  const openingHours: PlannedLocation['openingHours'] = [];
  for (const meetingTypeId of meetingTypeIds) {
    for (let day = 1; day <= 7; day += 1) {
      const hours = day <= 5 ? weekday : day === 6 ? saturday : sunday;
      if (!hours) continue;
      const { open, close } = meetingTypeId === 3 ? TEMPORARY_OFFICE_HOURS : hours;
      openingHours.push({
        meeting_type_id: meetingTypeId,
        weekday: day,
        open_minutes: open,
        close_minutes: close,
      });
    }
  }
  const closedDays = random.chance(0.3) ? HOLIDAYS.filter((_, index) => index < 3 || random.chance(0.5)) : [];
  return { openingHours, closedDays };
}
