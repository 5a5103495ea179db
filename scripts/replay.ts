/**
 * Replays journal flows (../shared/eval/FORMAT.md, `flow-*.jsonl`) through the app's own
 * capture code, as a person who accepts every offer, and prints per file: item recall,
 * status accuracy, change accuracy, due accuracy, junk rate and damage.
 *
 *   npx tsx scripts/replay.ts [--json] [--split] [--trace ID…] FILE…
 */
// The app's database is IndexedDB: in Node, fake-indexeddb stands in (before Dexie loads).
import 'fake-indexeddb/auto';

import { createNodeBuiltinEmbedder } from '../src/ml/worker/builtin/e5-source-node';
import { parseReplayArgs, USAGE, type ReplayArgs } from './replay/args';
import { readFlows, type Flow } from './replay/flows';
import { formatFileMetrics, formatFlow } from './replay/report';
import { createReplayer } from './replay/replay-flow';
import { scoreFlow, summariseFile, type FileMetrics } from './replay/score';
import { splitPartOf } from './replay/split';

async function main(args: ReplayArgs): Promise<void> {
  // Every file is read first, so a malformed one is reported before minutes of replay.
  const filesFlows: [string, Flow[]][] = [];
  for (const file of args.files) {
    const flows = await readFlows(file);
    // Tracing is for reading one flow's steps: only the traced flows are played.
    const played =
      args.traced.length === 0 ? flows : flows.filter((flow) => args.traced.includes(flow.id));
    if (played.length > 0) filesFlows.push([file, played]);
  }
  const replayer = await createReplayer(await createNodeBuiltinEmbedder());
  const files: FileMetrics[] = [];
  try {
    for (const [file, flows] of filesFlows) {
      const scores = [];
      for (const flow of flows) {
        const trace = args.traced.includes(flow.id) ? console.log : undefined;
        const score = scoreFlow(await replayer.replay(flow, trace), flow.expect);
        console.log(formatFlow(flow.id, score));
        scores.push(score);
      }
      const metrics = summariseFile(file, scores);
      files.push(metrics);
      console.log(`${formatFileMetrics(metrics)}\n`);
      if (!args.isSplit) continue;
      for (const part of ['design', 'check'] as const) {
        const partScores = scores.filter(
          (_, index) => splitPartOf(flows[index]?.id ?? '') === part,
        );
        const partMetrics = summariseFile(`${file} [${part} part]`, partScores);
        files.push(partMetrics);
        console.log(`${formatFileMetrics(partMetrics)}\n`);
      }
    }
  } finally {
    replayer.dispose();
  }
  if (args.isJson) console.log(JSON.stringify({ files }));
}

let args: ReplayArgs;
try {
  args = parseReplayArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
main(args).catch((error: unknown) => {
  console.error(`replay failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
