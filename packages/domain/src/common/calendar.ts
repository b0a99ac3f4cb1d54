/** A calendar date (yyyy-MM-dd) `days` later, or earlier when negative; months and years roll over. */
export function addDays(date: string, days: number): string {
  const at = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)) + days,
  );
  return new Date(at).toISOString().slice(0, 10);
}
