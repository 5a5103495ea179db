// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { sentenceCount, startChatEndpoint } from '../e2e/support/chat-endpoint';

const run = promisify(execFile);

async function extract(content: string | Buffer, ...flags: string[]) {
  const dir = await mkdtemp(join(tmpdir(), 'extract-'));
  const file = join(dir, 'conversation.txt');
  await writeFile(file, content);
  return run('npx', ['tsx', 'scripts/extract.ts', ...flags, file], { timeout: 60_000 });
}

const TRANSCRIPT = [
  '[2026-11-02 19:05] Me: Hi! Lovely weather today.',
  '[2026-11-02 19:05] Sam: Hey, how was the weekend?',
  "[2026-11-02 19:06] Me: I'm going to call the bank next Friday about the mortgage.",
  '[2026-11-02 19:07] Sam: Good luck with that.',
].join('\n');

describe('npm run extract', () => {
  it('prints the format, the turns and the candidates, and JSON on the last line', async () => {
    const { stdout } = await extract(TRANSCRIPT, '--json', '--me', 'Me');
    const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
      format: string;
      turns: number;
      me: string;
      candidates: { text: string; type: string; confidence: number; turn: number; due: string }[];
    };
    expect(last).toMatchObject({ format: 'plain', turns: 4, me: 'Me' });
    expect(last.candidates).toHaveLength(1);
    expect(last.candidates[0]).toMatchObject({
      text: "I'm going to call the bank next Friday about the mortgage.",
      type: 'plan',
      turn: 2,
    });
    expect(last.candidates[0]?.due).toMatch(/^2026-11-1\d/);
    expect(stdout).toContain('format: plain');
  }, 90_000);

  it('classifies with an OpenAI-compatible endpoint when given one', async () => {
    // A stand-in "model" that calls every sentence a decision.
    const endpoint = await startChatEndpoint((body) =>
      JSON.stringify({
        labels: Array.from({ length: sentenceCount(body) }, () => ({
          label: 'decision',
          confidence: 0.8,
        })),
      }),
    );
    try {
      const { stdout } = await extract(
        TRANSCRIPT,
        '--json',
        '--me',
        'Me',
        '--llm-endpoint',
        endpoint.url,
        '--llm-model',
        'stand-in',
      );
      expect(stdout).toContain(`classifier: stand-in at ${endpoint.url}`);
      const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
        candidates: { text: string; type: string }[];
      };
      // Both of Me's turns, labelled by the endpoint (the built-in calls the greeting none).
      expect(last.candidates.map((c) => c.type)).toEqual(['decision', 'decision']);
      expect(endpoint.requests[0]?.model).toBe('stand-in');
    } finally {
      await endpoint.close();
    }
  }, 90_000);

  it('refuses binary input with a clear message', async () => {
    const failure: unknown = await extract(Buffer.from([0xff, 0xd8, 0, 0, 0, 1, 2, 3, 0, 0])).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toHaveProperty('code', 1);
    expect(String((failure as { stderr?: string }).stderr)).toContain('cannot import');
  }, 90_000);
});
