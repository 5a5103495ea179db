/** Types for the tests that read the store's threshold (room-store.mjs is plain JavaScript). */
export declare const COMPACT_AFTER: number;
