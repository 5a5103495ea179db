/**
 * Runs the app's import and capture code on a file: detects the format, parses the turns,
 * classifies the writer's sentences and prints the candidates the review would show.
 *
 *   npx tsx scripts/extract.ts [--json] [--me NAME] [--llm-endpoint URL [--llm-model NAME]] FILE
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

import { createCaptureClassifier } from '../src/domain/capture/classifier';
import { LABEL_HEADS } from '../src/domain/capture/label-heads';
import { extractCandidates, type ClassifyFn } from '../src/domain/capture/extract-candidates';
import { SEED_EXAMPLES } from '../src/domain/capture/seed-examples';
import { parseConversationText } from '../src/domain/conversation-import/parse-conversation-text';
import { resolveMe } from '../src/domain/conversation-import/me-speaker';
import { ImportRejectedError } from '../src/domain/conversation-import/parsed';
import { DEFAULT_LLM_MODEL, isHubHost } from '../src/domain/settings';
import { classifyWithEndpoint } from '../src/ml/capture-client';
import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';

const USAGE = `Usage: tsx scripts/extract.ts [--json] [--me NAME] [--llm-endpoint URL] FILE
  --me            the writer's speaker name, in any case, or a role: user, human, assistant
                  (default: the one the app proposes for the format)
  --llm-endpoint  classify with an OpenAI-compatible endpoint (e.g. Ollama at
                  http://localhost:11434), as the app's optional LLM classifier does
  --llm-model     the model the endpoint runs (default ${DEFAULT_LLM_MODEL})
  --json          also print one JSON object on the last line`;

type ExtractArgs = {
  file: string;
  me: string | null;
  isJson: boolean;
  llm: { url: string; model: string } | null;
};

function readArgs(argv: string[]): ExtractArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      me: { type: 'string' },
      'llm-endpoint': { type: 'string' },
      'llm-model': { type: 'string' },
    },
    allowPositionals: true,
  });
  const [file, ...rest] = positionals;
  if (file === undefined || rest.length > 0) throw new Error('Give exactly one FILE.');
  const url = values['llm-endpoint'];
  if (url !== undefined && !isHubHost(url)) {
    throw new Error(`--llm-endpoint needs an http(s) URL, not "${url}".`);
  }
  if (url === undefined && values['llm-model'] !== undefined) {
    throw new Error('--llm-model names the model of --llm-endpoint.');
  }
  const llm = url === undefined ? null : { url, model: values['llm-model'] ?? DEFAULT_LLM_MODEL };
  return { file, me: values.me ?? null, isJson: values.json, llm };
}

async function main({ file, me: chosenMe, isJson, llm }: ExtractArgs): Promise<void> {
  const bytes = await readFile(file);
  // Decoded leniently: the parser itself rejects binary input with a clear message.
  const text = new TextDecoder('utf-8').decode(bytes);
  const parsed = parseConversationText(text, basename(file));
  // The same resolution as the Import view's: any case, full-width, or a role name (user, human).
  const me = chosenMe === null ? parsed.suggestedMe : resolveMe(chosenMe, parsed);
  // The built-in model (40 MB) loads only when it classifies.
  const embedder = llm ? null : await createNodeBuiltinEmbedder();
  try {
    const classify: ClassifyFn = embedder
      ? createCaptureClassifier(embedder, SEED_EXAMPLES, LABEL_HEADS)
      : (inputs) => classifyWithEndpoint(llm?.url ?? '', llm?.model ?? '', inputs);
    const now = Date.now();
    let turnOffset = 0;
    const candidates = [];
    for (const conversation of parsed.conversations) {
      const found = await extractCandidates(conversation, me, classify, now);
      // Turn numbers run across the whole file, as `turns` counts them.
      for (const c of found) candidates.push({ ...c, turn: (c.turnIndex ?? 0) + turnOffset });
      turnOffset += conversation.turns.length;
    }
    console.log(`format: ${parsed.format}`);
    console.log(`turns: ${turnOffset} in ${parsed.conversations.length} conversation(s)`);
    console.log(`me: ${me} (speakers: ${parsed.speakers.join(', ')})`);
    console.log(`classifier: ${llm ? `${llm.model} at ${llm.url}` : 'built-in'}`);
    console.log(`candidates: ${candidates.length}`);
    for (const c of candidates) {
      const due = c.dueAt === null ? '' : `  due ${new Date(c.dueAt).toISOString().slice(0, 10)}`;
      console.log(`  [turn ${c.turn}] ${c.type} ${c.confidence.toFixed(2)}${due}  ${c.text}`);
    }
    if (isJson) {
      console.log(
        JSON.stringify({
          format: parsed.format,
          turns: turnOffset,
          me,
          candidates: candidates.map((c) => ({
            text: c.text,
            type: c.type,
            confidence: c.confidence,
            turn: c.turn,
            due: c.dueAt === null ? null : new Date(c.dueAt).toISOString(),
          })),
        }),
      );
    }
  } finally {
    embedder?.dispose();
  }
}

let args: ExtractArgs;
try {
  args = readArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
main(args).catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof ImportRejectedError ? `cannot import: ${reason}` : `extract failed: ${reason}`,
  );
  process.exit(1);
});
