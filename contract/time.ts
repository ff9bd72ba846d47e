// The site's time zone, written once: the platform's clock, the inquiries' dates and every date the
// portal shows are Beijing time, UTC+8 all year (China keeps no daylight saving time), whatever the
// machine's zone, so server and browser read and write them alike (docs/product/constants.md#formats-and-currency).
// Plain functions, no zod: the browser bundle imports this file.

/** Beijing time's offset from UTC, in milliseconds. */
export const SITE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as Beijing's wall clock reads it: a Date whose UTC fields (getUTCFullYear …) are Beijing's. */
export function siteClock(epochMs: number): Date {
  return new Date(epochMs + SITE_UTC_OFFSET_MS);
}

/** A day ('YYYY-MM-DD') and a time ('HH:mm', midnight when left out) in Beijing as epoch ms; null when no such day or time. */
export function siteTime(date: string, time = '00:00'): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)?.slice(1).map(Number);
  const clock = /^(\d{2}):(\d{2})$/.exec(time)?.slice(1).map(Number);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day as [number, number, number];
  const [hour, minute] = clock as [number, number];
  const wall = new Date(Date.UTC(year, month - 1, dayOfMonth, hour, minute));
  // Date.UTC rolls 02-30 over to March and 24:00 to the next day: such a day or time does not exist.
  const exists =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === dayOfMonth &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute;
  return exists ? wall.getTime() - SITE_UTC_OFFSET_MS : null;
}

/** An instant as a date field ('YYYY-MM-DD') and a date-time field ('YYYY-MM-DDTHH:mm') show it, in Beijing time. */
export function siteFields(epochMs: number): { date: string; dateTime: string } {
  const iso = siteClock(epochMs).toISOString();
  return { date: iso.slice(0, 10), dateTime: iso.slice(0, 16) };
}
