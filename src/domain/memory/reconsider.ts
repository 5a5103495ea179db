import { cueScores } from '../capture/cues';
import type { MemoryRecord } from './memory-record';

/**
 * Whether replacing this memory should reopen the question behind it. The design note's
 * flow is for decisions: when "we use PostgreSQL" (decided, then kept as a fact) is
 * contradicted, what was decided is open again. A fact that graduated from a decision is
 * one, and so is one that reads as a decision ("we went with PostgreSQL"); a change of a
 * plain fact ("I moved to Berlin") opens nothing.
 */
export function isDecisionMemory(memory: MemoryRecord): boolean {
  return memory.fromType === 'decision' || cueScores(memory.content).decision > 0;
}
