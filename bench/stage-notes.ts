import type { LoadStage } from '../src/ml/protocol';
import { medianOf } from './repeat';

/** Each stage's median span over several loads, as "stage start–end ms", in start order. */
export function stageNotes(runs: readonly LoadStage[][]): string[] {
  const names = [...new Set(runs.flatMap((stages) => stages.map(({ stage }) => stage)))];
  const spans = names.map((name) => {
    const of = runs.flatMap((stages) => stages.filter(({ stage }) => stage === name));
    return {
      name,
      start: medianOf(of.map(({ startMs }) => startMs)),
      end: medianOf(of.map(({ endMs }) => endMs)),
    };
  });
  return spans
    .sort((a, b) => a.start - b.start)
    .map(({ name, start, end }) => `stage ${name}: ${start.toFixed(0)}–${end.toFixed(0)} ms`);
}
