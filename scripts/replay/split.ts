import { createHash } from 'node:crypto';

/**
 * The two parts of a flow file, decided by each flow's id alone (so the same flow is in the
 * same part on every machine and after flows are added): rules are designed and thresholds
 * set on the design part, and the check part's errors are read only to check them.
 */
export type SplitPart = 'design' | 'check';

export function splitPartOf(flowId: string): SplitPart {
  const [first = 0] = createHash('sha256').update(flowId).digest();
  return first % 2 === 0 ? 'design' : 'check';
}
