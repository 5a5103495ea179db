// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { startChatEndpoint, type ChatEndpoint } from '../../e2e/support/chat-endpoint';
import { classifyFile, endpointClassifyRunner } from './classify-tier';

const CASES = [
  { id: 'a', lang: 'en', text: 'I will renew the passport in March.', label: 'plan' },
  { id: 'b', lang: 'en', text: 'Thanks, that helped!', label: 'none' },
  { id: 'c', lang: 'zh', text: '我决定下个月开始学日语。', label: 'decision' },
];

let endpoint: ChatEndpoint;
let dir: string;

beforeAll(async () => {
  // A stand-in "model" that calls every sentence a plan.
  endpoint = await startChatEndpoint((body) => {
    const count = (body.messages.at(-1)?.content.match(/^\d+\. /gm) ?? []).length;
    return JSON.stringify({
      labels: Array.from({ length: count }, () => ({ label: 'plan', confidence: 0.7 })),
    });
  });
  dir = await mkdtemp(join(tmpdir(), 'classify-endpoint-'));
});

afterAll(async () => {
  await endpoint.close();
  await rm(dir, { recursive: true, force: true });
});

it('scores a classification file with the endpoint’s labels, naming the model', async () => {
  const file = join(dir, 'classify-tiny.jsonl');
  await writeFile(file, CASES.map((c) => JSON.stringify(c)).join('\n'));
  const report = await classifyFile(file, endpointClassifyRunner(endpoint.url, 'stand-in'));
  expect(report.classifier).toContain(`stand-in at ${endpoint.url}`);
  expect(report.accuracy).toBeCloseTo(1 / 3, 5);
  expect(endpoint.requests).toHaveLength(1);
  expect(endpoint.requests[0]?.model).toBe('stand-in');
  expect(endpoint.requests[0]?.messages.at(-1)?.content).toContain('3. 我决定下个月开始学日语。');
});
