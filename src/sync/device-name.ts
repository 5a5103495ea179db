/**
 * A name for this device that the person will recognise in the list of devices before they
 * give it one: the browser and the system it runs on ("Chrome on Android").
 */
export function defaultDeviceName(userAgent: string = navigator.userAgent): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark ?? ''))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Mac OS', 'macOS'],
      ['Windows', 'Windows'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark ?? ''))?.[1] ?? null;
  return system === null ? browser : `${browser} on ${system}`;
}

/** A new device id: 64 random bits, hex (the list tells devices apart, nothing more). */
export function newDeviceId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
