/**
 * `npm run eval -- --tier hub` end to end, as a person runs it: the eval script spawned with
 * --json on a tiny eval file, the generated fixture models in a local folder (the eval
 * serves it on loopback), the embedder run by the app's ML worker in headless Chromium.
 * The fixture is not a model; its numbers only prove the path runs and must say so.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { FIXTURE_REPOS, makeHubFixtures } from '../scripts/make-hub-fixtures';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/**
 * Two positives whose draft shares no word with its memory, only a word group the fixture
 * puts close together (verse ~ poem, visa ~ passport), and one negative. Lines follow
 * ../shared/eval/FORMAT.md.
 */
const CASES = [
  {
    id: 'poem',
    lang: 'en',
    memory: 'Write a poem every morning',
    later_context: 'a verse for today',
    distractors: ['Renew the passport before the flight', 'Fix the database schema'],
  },
  {
    id: 'passport',
    lang: 'en',
    memory: 'Renew the passport before the flight',
    later_context: 'my visa for the trip',
    distractors: ['Write a poem every morning', 'Fix the database schema'],
  },
  {
    id: 'nothing',
    lang: 'en',
    later_context: 'what is for dinner',
    candidates: ['Write a poem every morning', 'Renew the passport before the flight'],
    negative: true,
  },
];

/** Classification lines (FORMAT.md): each carries a strong cue, so the cues alone label it. */
const CLASSIFY_CASES = [
  { id: 'c1', lang: 'en', text: "I'm going to renew the passport next week.", label: 'plan' },
  { id: 'c2', lang: 'en', text: 'Thanks, that was helpful!', label: 'none' },
  { id: 'c3', lang: 'zh', text: '我决定了，下个月开始学日语。', label: 'decision' },
];

type Run = { code: number; stdout: string; stderr: string };

function runEval(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(tsx, ['scripts/eval.ts', ...args], { cwd: root, timeout: 90_000 }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: out, stderr: err }),
    );
  });
}

let work: string;

/** `npm run eval -- --tier hub --json` on `file`, the fixture embedder from the folder. */
function runHubEval(file: string): Promise<Run> {
  const models = join(work, 'models');
  return runEval([
    '--tier',
    'hub',
    '--model-dir',
    models,
    '--embedder',
    FIXTURE_REPOS.embedder,
    '--json',
    file,
  ]);
}

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'eval-hub-'));
  await makeHubFixtures(join(work, 'models'));
  await writeFile(join(work, 'cases.jsonl'), CASES.map((c) => JSON.stringify(c)).join('\n'));
  await writeFile(
    join(work, 'classify-tiny.jsonl'),
    CLASSIFY_CASES.map((c) => JSON.stringify(c)).join('\n'),
  );
});

test.afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

test('eval --tier hub scores an eval file through the real worker on WASM', async () => {
  test.setTimeout(120_000);
  const file = join(work, 'cases.jsonl');
  const run = await runHubEval(file);
  expect(run.code, `eval failed:\n${run.stderr}\n${run.stdout}`).toBe(0);

  // The printed report names the model and device, and calls the fixture what it is.
  expect(run.stdout).toContain(`${file}  [tier hub]`);
  expect(run.stdout).toMatch(/scorer: GENERATED TEST FIXTURE, NOT A MODEL .*meaningless/);
  expect(run.stdout).toContain(`dense (${FIXTURE_REPOS.embedder} cosine, 32 dims`);
  expect(run.stdout).toContain('onnxruntime-web WASM');

  const json = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as {
    tier: string;
    files: Record<string, unknown>[];
  };
  expect(json.tier).toBe('hub');
  expect(json.files).toHaveLength(1);
  const [report] = json.files;
  expect(report).toMatchObject({
    file,
    tier: 'hub',
    cases: 2,
    negatives: 1,
    scorers: { dense: 3 },
  });
  for (const metric of ['hit1', 'hit5', 'mrr', 'falseAlarmRate', 'recallAtThreshold']) {
    const value = report?.[metric];
    expect(typeof value, metric).toBe('number');
    expect(value, metric).toBeGreaterThanOrEqual(0);
    expect(value, metric).toBeLessThanOrEqual(1);
  }
  // Only real cosines rank both memories first: with equal (say, zero) scores, ties go
  // against the correct memory and hit@1 would be 0.
  expect(report).toMatchObject({ hit1: 1, mrr: 1 });
});

test('eval --tier hub also scores a classification file, over the Hub embedder', async () => {
  test.setTimeout(120_000);
  const file = join(work, 'classify-tiny.jsonl');
  const run = await runHubEval(file);
  expect(run.code, `eval failed:\n${run.stderr}\n${run.stdout}`).toBe(0);
  expect(run.stdout).toMatch(/cue patterns \+ nearest seeds under GENERATED TEST FIXTURE/);
  const json = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as {
    files: Record<string, unknown>[];
  };
  const [report] = json.files;
  expect(report).toMatchObject({ file, kind: 'classification' });
  for (const metric of ['accuracy', 'macroF1']) {
    const value = report?.[metric];
    expect(typeof value, metric).toBe('number');
    expect(value, metric).toBeGreaterThanOrEqual(0);
    expect(value, metric).toBeLessThanOrEqual(1);
  }
  expect(report?.perLabel).toHaveProperty('plan');
});
