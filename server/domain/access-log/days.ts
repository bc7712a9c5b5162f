// The access log's days are JST calendar days (Japan keeps no summer time: always +09:00).
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The JST day (YYYY-MM-DD) of an instant. */
export function jstDay(ms: number): string {
  return new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a JST day starts. */
export function jstDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+09:00`);
}

export function addDays(day: string, days: number): string {
  return jstDay(jstDayStart(day) + days * DAY_MS);
}

/** The JST month (YYYYMM) of a day, and the day its next month starts. */
export function monthOf(day: string): { name: string; start: string; next: string } {
  const [y, m] = day.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { name: `${y}${String(m).padStart(2, '0')}`, start: `${day.slice(0, 7)}-01`, next };
}
