/** The day (yyyy-MM-dd, Netherlands) of an instant of the API. */
export function dayInNl(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso.slice(0, 10);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(time);
}

/**
 * Registrations per day (the dashboard's chart and its table): every day from the first
 * registration to the last, days without one counted 0, and the running total.
 */
export function registrationsByDay(
  createdAt: readonly string[],
): { day: string; count: number; total: number }[] {
  if (createdAt.length === 0) return [];
  const counts = new Map<string, number>();
  for (const at of createdAt) {
    const day = dayInNl(at);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = [...counts.keys()].sort();
  const first = days[0] as string;
  const last = days.at(-1) as string;
  const out: { day: string; count: number; total: number }[] = [];
  let total = 0;
  const d = new Date(`${first}T12:00:00Z`);
  // At most a year of days: a longer spread keeps only the days with registrations.
  const span = (Date.parse(`${last}T12:00:00Z`) - d.getTime()) / 86_400_000;
  if (span > 366) {
    for (const day of days) {
      total += counts.get(day) ?? 0;
      out.push({ day, count: counts.get(day) ?? 0, total });
    }
    return out;
  }
  for (;;) {
    const day = d.toISOString().slice(0, 10);
    const count = counts.get(day) ?? 0;
    total += count;
    out.push({ day, count, total });
    if (day >= last) break;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
