import { parseArgs } from 'node:util';

export type Tier = 'builtin' | 'lexical';

export type EvalArgs = {
  files: string[];
  isJson: boolean;
  tier: Tier;
  /** Overrides the app's default threshold for every scorer; null keeps the defaults. */
  threshold: number | null;
  /** Query with the writer's turns before the draft, as the app's "earlier turns" toggle. */
  isWithTurns: boolean;
  /** The false-alarm rate the proposed threshold may reach. */
  maxFalseAlarmRate: number;
};

export const USAGE = `Usage: tsx scripts/eval.ts [--json] [--tier builtin|lexical] [--threshold X]
                          [--max-false-alarm RATE] [--with-turns] FILE…
  --tier             builtin (default: USE-lite cosine, lexical for Chinese) or lexical (BM25 only)
  --threshold        show-nothing threshold to report at (default: the app's, per scorer)
  --max-false-alarm  false-alarm rate allowed when proposing a threshold (default 0.1)
  --with-turns       query with the writer's two turns before the draft (from later_context_full)
  --json             also print one JSON object on the last line`;

/** Parses the command line; throws with a message fit for the terminal on bad input. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      tier: { type: 'string', default: 'builtin' },
      threshold: { type: 'string' },
      'max-false-alarm': { type: 'string', default: '0.1' },
      'with-turns': { type: 'boolean', default: false },
    },
  });
  if (values.tier === 'hub') {
    // Hub models are downloaded by the browser; Node here has neither them nor a route to the Hub.
    throw new Error(
      'The Hub tier runs in the browser on downloaded models and cannot be evaluated from Node here: use builtin or lexical.',
    );
  }
  if (values.tier !== 'builtin' && values.tier !== 'lexical') {
    throw new Error(`Unknown tier "${values.tier}": use builtin or lexical.`);
  }
  if (positionals.length === 0) throw new Error('No eval files given.');
  return {
    files: positionals,
    isJson: values.json,
    tier: values.tier,
    threshold: values.threshold === undefined ? null : toNumber('--threshold', values.threshold),
    isWithTurns: values['with-turns'],
    maxFalseAlarmRate: toNumber('--max-false-alarm', values['max-false-alarm']),
  };
}

function toNumber(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${flag} needs a number.`);
  return value;
}
