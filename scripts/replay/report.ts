import type { FileMetrics, FlowScore } from './score';

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);

/** One flow's line and what went wrong in it, for the terminal. */
export function formatFlow(id: string, score: FlowScore): string {
  const head =
    `  ${id}: found ${score.found}/${score.expected}, status right ${score.statusRight}/` +
    `${score.found}, changes ${score.nowRight}/${score.withNow}, junk ${score.junk}/` +
    `${score.notItems}, damage ${score.damage}`;
  return [head, ...score.misses.map((miss) => `      ${miss}`)].join('\n');
}

export function formatFileMetrics(metrics: FileMetrics): string {
  return [
    `${metrics.file} — ${metrics.flows} flows`,
    `  item recall (found, right type)  ${percent(metrics.itemRecall)}`,
    `  status accuracy (of found)       ${percent(metrics.statusAccuracy)}`,
    `  change accuracy                  ${percent(metrics.updateAccuracy)}`,
    `  due accuracy                     ${percent(metrics.dueAccuracy)}`,
    `  junk rate (small talk filed)     ${percent(metrics.junkRate)}`,
    `  damage (items rewritten)         ${metrics.damage}`,
  ].join('\n');
}
