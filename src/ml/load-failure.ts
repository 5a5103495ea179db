/**
 * Why chosen models failed to load, in the few kinds a person can act on. The worker's
 * error crosses as a message only (transformers.js words it after the HTTP status, the
 * browser says "Failed to fetch" for a host that cannot be reached), so it is read here.
 */
export type LoadFailureKind = 'unreachable' | 'not-found' | 'refused' | 'server' | 'unreadable';

export type LoadFailure = {
  kind: LoadFailureKind;
  /** The model host the files were asked of. */
  host: string;
  /** The error as the runtime worded it, shown as a detail for whoever needs it. */
  detail: string;
};

const PATTERNS: readonly (readonly [LoadFailureKind, RegExp])[] = [
  // Chromium, Firefox and Safari word a network failure differently.
  ['unreachable', /failed to fetch|networkerror|network error|load failed|err_/i],
  ['not-found', /could not locate file|\b404\b|not found/i],
  ['refused', /unauthori[sz]ed|forbidden|\b40[13]\b/i],
  ['server', /server error|bad gateway|service unavailable|gateway timeout|\b5\d\d\b/i],
];

/** Classifies a load error; anything else (a damaged or foreign file) is `unreadable`. */
export function describeLoadFailure(error: string, host: string): LoadFailure {
  const match = PATTERNS.find(([, pattern]) => pattern.test(error));
  return { kind: match ? match[0] : 'unreadable', host, detail: error };
}
