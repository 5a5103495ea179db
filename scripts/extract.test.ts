// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { sentenceCount, startChatEndpoint } from '../e2e/support/chat-endpoint';
import { parseConversationText } from '../src/domain/conversation-import/parse-conversation-text';

const run = promisify(execFile);

const FIXTURES = 'src/domain/conversation-import/fixtures/';

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

  it('takes `--me user` on a ChatGPT export as its person, and classifies only their turns', async () => {
    // A stand-in "model" that calls every sentence a decision, so every turn read shows.
    const endpoint = await startChatEndpoint((body) =>
      JSON.stringify({
        labels: Array.from({ length: sentenceCount(body) }, () => ({
          label: 'decision',
          confidence: 0.8,
        })),
      }),
    );
    try {
      const chatgpt = await readFile(FIXTURES + 'chatgpt-conversations.json');
      const { stdout } = await extract(
        chatgpt,
        '--json',
        '--me',
        'user',
        '--llm-endpoint',
        endpoint.url,
      );
      expect(stdout).toContain('me: User (speakers: ChatGPT, User)');
      const last = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
        me: string;
        candidates: { text: string }[];
      };
      expect(last.me).toBe('User');
      // Every candidate comes from the person's turns (the stand-in offers every sentence).
      const turns = parseConversationText(chatgpt.toString('utf8')).conversations.flatMap(
        (conversation) => conversation.turns,
      );
      const spokenBy = (text: string) =>
        turns.filter((turn) => turn.text.includes(text)).map((turn) => turn.speaker);
      expect(last.candidates.map((c) => spokenBy(c.text))).toEqual(
        last.candidates.map(() => ['User']),
      );
      expect(last.candidates.map((c) => c.text).join(' ')).toContain('trip to Kyoto in April');
      expect(last.candidates.map((c) => c.text).join(' ')).toContain('book the ryokan in Gion');
    } finally {
      await endpoint.close();
    }
  }, 90_000);

  it('refuses a name no speaker has, listing the speakers, before loading any model', async () => {
    const chatgpt = await readFile(FIXTURES + 'chatgpt-conversations.json');
    const failure: unknown = await extract(chatgpt, '--me', 'Priya').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toHaveProperty('code', 1);
    expect(String((failure as { stderr?: string }).stderr)).toContain(
      'No speaker "Priya" in this conversation; its speakers: "ChatGPT", "User".',
    );
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
