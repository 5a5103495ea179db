import type { ThresholdCalibration } from '../../src/domain/recall/threshold';
import type { RecallScorer } from '../../src/domain/recall/scorer-choice';
import type { Metrics, Thresholds } from './metrics';

/** One file's results, as printed and as they appear in the --json line. */
export type FileReport = Metrics & {
  file: string;
  tier: string;
  scorers: Partial<Record<RecallScorer, number>>;
  thresholds: Thresholds;
  byLang: Record<string, Metrics>;
  byScorer: Record<string, Metrics>;
};

const COLUMNS = ['lang', 'cases', 'hit@1', 'hit@5', 'MRR', 'neg', 'false-alarm', 'recall@thr'];
const WIDTHS = [10, 6, 7, 7, 7, 5, 12, 10];

/** A file's results as a small table: all cases, then each language. */
export function formatFileReport(report: FileReport, scorerDescription: string): string {
  const scorers = Object.entries(report.scorers)
    .map(([scorer, count]) => `${scorer} ${count}`)
    .join(', ');
  // A fused list is shown by either threshold.
  const isUsed = (scale: string) => scale in report.scorers || 'fused' in report.scorers;
  const thresholds = Object.entries(report.thresholds)
    .filter(([scale]) => isUsed(scale))
    .map(([scorer, value]) => `${scorer} ≥ ${value.toFixed(3)}`)
    .join(', ');
  const lines = [
    `${report.file}  [tier ${report.tier}]`,
    `  scorer: ${scorerDescription}`,
    `  cases per scorer (negatives included): ${scorers}; threshold: ${thresholds}`,
    `  ${row(COLUMNS)}`,
    `  ${metricsRow('all', report)}`,
    ...Object.entries(report.byLang).map(([lang, metrics]) => `  ${metricsRow(lang, metrics)}`),
    // Per scorer only when a file mixes them, i.e. the built-in tier's lexical fallback ran.
    ...(Object.keys(report.byScorer).length > 1
      ? Object.entries(report.byScorer).map(([scorer, m]) => `  ${metricsRow(`[${scorer}]`, m)}`)
      : []),
  ];
  return lines.join('\n');
}

/** The proposed default thresholds, one line per scorer. */
export function formatProposals(
  proposals: Partial<Record<RecallScorer, ThresholdCalibration>>,
  maxFalseAlarmRate: number,
): string {
  const entries = Object.entries(proposals);
  if (entries.length === 0) return 'proposed threshold: none (no negative cases in these files)';
  return entries
    .map(
      ([scorer, p]) =>
        `proposed ${scorer} threshold (false alarms ≤ ${maxFalseAlarmRate}): ${p.threshold.toFixed(3)}` +
        ` → false-alarm ${fixed(p.falseAlarmRate)}, recall ${fixed(p.recall)} on these files`,
    )
    .join('\n');
}

function metricsRow(lang: string, m: Metrics): string {
  return row([
    lang,
    String(m.cases),
    fixed(m.hit1),
    fixed(m.hit5),
    fixed(m.mrr),
    String(m.negatives),
    fixed(m.falseAlarmRate),
    fixed(m.recallAtThreshold),
  ]);
}

function row(cells: readonly string[]): string {
  return cells
    .map((cell, i) => cell.padEnd(WIDTHS[i] ?? 8))
    .join(' ')
    .trimEnd();
}

function fixed(value: number | null): string {
  return value === null ? '—' : value.toFixed(3);
}
