/** Types for the test of recent-times.mjs (plain JavaScript). */
export declare function createRecentTimes(windowMs: number): {
  get: (name: string) => number | undefined;
  mark: (name: string, at: number) => void;
  readonly size: number;
};
