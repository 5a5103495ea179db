import { parseArgs } from 'node:util';

export type ReplayArgs = {
  files: string[];
  isJson: boolean;
  isSplit: boolean;
  /** Flow ids whose every step is printed with what capture did. */
  traced: string[];
};

export const USAGE = `Usage: npm run replay -- [--json] [--split] [--trace ID…] FILE…
  Replays journal flows (flow-*.jsonl, ../shared/eval/FORMAT.md) through the app's capture
  with the built-in models, accepting every offer, and prints item recall, status accuracy,
  change accuracy, due accuracy, junk rate and damage per file.
  --json   also print one JSON object on the last line
  --split  also print each file's design part and check part (flows split by a hash of
           their id: design rules on the first, read the second's errors only to check)
  --trace ID  play only flow ID, printing each step with what capture did (repeatable)`;

/** Parses the command line; throws with a message fit for the terminal on bad input. */
export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      split: { type: 'boolean', default: false },
      trace: { type: 'string', multiple: true, default: [] },
    },
  });
  if (positionals.length === 0) throw new Error('No flow files given.');
  return {
    files: positionals,
    isJson: values.json,
    isSplit: values.split,
    traced: values.trace,
  };
}
