/**
 * A date as short as a card can carry it: "Nov 20" / "11月20日" in the current year, with the
 * year otherwise ("Nov 20, 2025"), so a card's dates fit on one line on a phone.
 */
export function formatCardDate(at: number, now: number, language: string): string {
  const isThisYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    ...(isThisYear ? {} : { year: 'numeric' }),
  }).format(at);
}

/** A date and time for a snooze, short: "Nov 21, 9:00 AM" / "11月21日 09:00". */
export function formatCardTime(at: number, now: number, language: string): string {
  const isThisYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(isThisYear ? {} : { year: 'numeric' }),
  }).format(at);
}
