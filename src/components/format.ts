/** A date and time in the UI language, e.g. "2 Dec 2026, 15:04" / "2026年12月2日 15:04". */
export function formatTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A date alone, for cards: "2 Dec 2026" / "2026年12月2日". */
export function formatDate(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
}

/** Bytes as "12.3 MB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit] ?? 'B'}`;
}
