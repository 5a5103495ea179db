/**
 * The recall eval (../shared/eval/FORMAT.md): ranks each case with the app's own recall
 * code (src/domain/recall) and prints hit@1, hit@5, MRR, false alarms and recall at the
 * show-nothing threshold, per file and per language, then a proposed threshold per scorer.
 *
 *   npx tsx scripts/eval.ts [--json] [--tier builtin|lexical|hub] FILE…  (see eval/args.ts)
 */
import { RECALL_THRESHOLDS } from '../src/domain/recall-defaults';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import { composeRecallQuery } from '../src/domain/recall/recall-query';
import { USAGE, parseEvalArgs, type EvalArgs } from './eval/args';
import { browserLlmClassifyRunner } from './eval/browser-llm-tier';
import { createBuiltinScorer } from './eval/builtin-tier';
import { createLexicalScorer, type CaseScorer } from './eval/case-scorer';
import { formatClassifyReport, type ClassifyFileReport } from './eval/classify-report';
import {
  classifyFile,
  createClassifyRunner,
  endpointClassifyRunner,
  hubClassifyRunner,
  type ClassifyRunner,
} from './eval/classify-tier';
import { createHubScorer, type HubScorer } from './eval/hub-tier';
import { formatEpisodicReport, scoreEpisodicCases, summariseEpisodic } from './eval/episodic';
import { scoreLastingCases } from './eval/lasting';
import { isClassificationFile, readRecallCases, type RecallCase } from './eval/cases';
import { splitPartOf } from './replay/split';
import {
  countScorers,
  proposeThresholds,
  summarise,
  summariseByLang,
  summariseByScorer,
  type Thresholds,
} from './eval/metrics';
import { scoreCases, type CaseOutcome } from './eval/outcomes';
import { formatFileReport, formatProposals, type FileReport } from './eval/report';

async function main(args: EvalArgs): Promise<void> {
  const thresholds: Thresholds =
    args.threshold === null
      ? { dense: RECALL_THRESHOLDS.dense, lexical: RECALL_THRESHOLDS.lexical }
      : { dense: args.threshold, lexical: args.threshold };
  const hubScorer: HubScorer | null = args.tier === 'hub' ? await createHubScorer(args.hub) : null;
  const scorer: CaseScorer =
    hubScorer ??
    (args.tier === 'builtin' ? await createBuiltinScorer(args.fusion) : createLexicalScorer());
  const reports: (FileReport | ClassifyFileReport)[] = [];
  let classifier: ClassifyRunner | null = null;
  const pooled: CaseOutcome[] = [];
  const episodicReports: object[] = [];
  try {
    for (const file of args.files) {
      if (isClassificationFile(file)) {
        classifier ??= args.llmEndpoint
          ? endpointClassifyRunner(args.llmEndpoint.url, args.llmEndpoint.model)
          : args.browserLlm
            ? browserLlmClassifyRunner(args.browserLlm.dir, args.browserLlm.modelId)
            : hubScorer
              ? hubClassifyRunner(hubScorer.embedder, hubScorer.description)
              : await createClassifyRunner(args.tier);
        const report = await classifyFile(file, classifier);
        reports.push(report);
        console.log(`${formatClassifyReport(report)}\n`);
        continue;
      }
      const every = await readRecallCases(file);
      const cases =
        args.part === null ? every : every.filter((c) => splitPartOf(c.id) === args.part);
      const episodic = cases.filter((c) => c.memoryKind === 'episode');
      if (episodic.length > 0) {
        // The panel's thresholds and the default decay: the episodic group is not calibrated apart.
        const settings = { thresholds, widthDays: DEFAULT_SETTINGS.episodicDecayDays };
        const outcomes = await scoreEpisodicCases(episodic, scorer, settings);
        console.log(`${formatEpisodicReport(file, scorer.description, outcomes, settings)}\n`);
        episodicReports.push({ file, ...summariseEpisodic(outcomes) });
      }
      const lasting = cases.filter((c) => c.memoryKind === 'fact' || c.memoryKind === 'habit');
      if (lasting.length > 0) {
        const memoryThresholds = DEFAULT_SETTINGS.memoryThresholds.fact;
        const outcomes = await scoreLastingCases(lasting, scorer, memoryThresholds);
        const settings = { thresholds: memoryThresholds, widthDays: 0 };
        const report = formatEpisodicReport(
          file,
          scorer.description,
          outcomes,
          settings,
          'facts and habits',
        );
        console.log(`${report}\n`);
        episodicReports.push({ file, kind: 'facts and habits', ...summariseEpisodic(outcomes) });
      }
      const itemCases = cases.filter((c) => c.memoryKind === 'item');
      if (itemCases.length === 0) continue;
      const outcomes = await scoreCases(withQuery(itemCases, args), scorer);
      pooled.push(...outcomes);
      const report = toReport(file, args, outcomes, thresholds);
      reports.push(report);
      console.log(`${formatFileReport(report, scorer.description)}\n`);
    }
  } finally {
    scorer.dispose();
    classifier?.dispose();
  }
  const proposals = proposeThresholds(pooled, args.maxFalseAlarmRate);
  console.log(formatProposals(proposals, args.maxFalseAlarmRate));
  if (args.isJson)
    console.log(
      JSON.stringify({
        tier: args.tier,
        scorer: scorer.description,
        files: reports,
        episodic: episodicReports,
        proposals,
      }),
    );
}

/** The query each case is ranked for: the draft, or with `--with-turns` the app's composed one. */
function withQuery(cases: readonly RecallCase[], args: EvalArgs): RecallCase[] {
  if (!args.isWithTurns) return [...cases];
  return cases.map((c) => ({ ...c, query: composeRecallQuery(c.query, c.previousTurns) }));
}

function toReport(
  file: string,
  args: EvalArgs,
  outcomes: readonly CaseOutcome[],
  thresholds: Thresholds,
): FileReport {
  return {
    file,
    tier: args.tier,
    ...summarise(outcomes, thresholds),
    scorers: countScorers(outcomes),
    thresholds,
    byLang: summariseByLang(outcomes, thresholds),
    byScorer: summariseByScorer(outcomes, thresholds),
  };
}

let args: EvalArgs;
try {
  args = parseEvalArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
main(args).catch((error: unknown) => {
  console.error(`eval failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
