import { describe, expect, it } from 'vitest';

import { describeLoadFailure } from './load-failure';

const HOST = 'http://127.0.0.1:9/';

describe('describeLoadFailure', () => {
  it.each([
    ['Failed to fetch', 'unreachable'],
    ['NetworkError when attempting to fetch resource.', 'unreachable'],
    ['Could not locate file: "http://127.0.0.1:9/a/b/resolve/main/config.json".', 'not-found'],
    ['Forbidden access to file: "http://h/x".', 'refused'],
    ['Internal server error error occurred while trying to load file: "http://h/x".', 'server'],
    ['Error (502) occurred while trying to load file', 'server'],
    ['protobuf parsing failed', 'unreadable'],
  ] as const)('reads "%s" as %s', (error, kind) => {
    expect(describeLoadFailure(error, HOST)).toEqual({ kind, host: HOST, detail: error });
  });
});
