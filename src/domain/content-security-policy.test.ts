import { describe, expect, it } from 'vitest';

import {
  connectSources,
  documentPolicy,
  isReachableUnder,
  SCRIPT_POLICY,
} from './content-security-policy';

describe('the document policy', () => {
  it('allows only the own origin and loopback when no remote endpoint is chosen', () => {
    const sources = connectSources({
      classifier: 'builtin',
      chatAssistant: 'none',
      llmEndpoint: 'http://10.0.0.5:11434',
    });
    expect(sources).toContain("'self'");
    expect(sources).toContain('http://localhost:*');
    expect(sources.some((source) => source.includes('10.0.0.5'))).toBe(false);
  });

  it("adds the endpoint's origin, and only its origin, once the person chooses it", () => {
    const sources = connectSources({
      classifier: 'endpoint',
      chatAssistant: 'none',
      llmEndpoint: 'https://llm.example.org/v1/',
    });
    expect(sources).toContain('https://llm.example.org');
    expect(sources.filter((source) => source.includes('example'))).toEqual([
      'https://llm.example.org',
    ]);
  });

  it("adds the endpoint's origin when the Chat's assistant alone uses it", () => {
    const sources = connectSources({
      classifier: 'builtin',
      chatAssistant: 'endpoint',
      llmEndpoint: 'http://10.0.0.5:11434',
    });
    expect(sources).toContain('http://10.0.0.5:11434');
  });

  it('adds a sync server on another machine, and needs nothing for one on loopback', () => {
    const settings = {
      classifier: 'builtin',
      chatAssistant: 'none',
      llmEndpoint: 'http://localhost:1',
    } as const;
    expect(connectSources(settings, 'wss://sync.example.org:4455')).toContain(
      'wss://sync.example.org:4455',
    );
    const local = connectSources(settings, 'ws://127.0.0.1:4455');
    expect(local).toContain('ws://127.0.0.1:*');
    expect(local.filter((source) => source.includes('4455'))).toEqual([]);
  });

  it('holds the fixed directives and no unsafe-inline script', () => {
    const policy = documentPolicy({
      classifier: 'builtin',
      chatAssistant: 'none',
      llmEndpoint: 'http://localhost:1',
    });
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(SCRIPT_POLICY);
    expect(policy).not.toContain('unsafe-inline');
    const sources = policy.split(/[;\s]+/);
    // No wildcard host and no bare scheme (`https:` would allow every site).
    expect(sources.filter((source) => source.startsWith('*') || /^https?:$/.test(source))).toEqual(
      [],
    );
  });

  it('tells whether a policy in force already reaches an address', () => {
    const policy = documentPolicy({
      classifier: 'endpoint',
      chatAssistant: 'none',
      llmEndpoint: 'http://10.0.0.5:8080',
    });
    expect(isReachableUnder(policy, 'http://10.0.0.5:8080/v1')).toBe(true);
    expect(isReachableUnder(policy, 'http://10.0.0.6:8080')).toBe(false);
    expect(isReachableUnder(policy, 'http://localhost:11434')).toBe(true);
  });
});
