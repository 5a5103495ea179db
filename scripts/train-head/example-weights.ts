/**
 * How much each training example counts. Every label weighs the same in all (as many
 * examples' worth as the seeds hold per label), so that writing more `none` seeds or adding
 * a public corpus does not tilt the head towards `none` by sheer number: how likely `none` is
 * to begin with is the classifier's own prior (NONE_PRIOR in classifier.ts), not the head's.
 * Within `none`, the public corpus takes `publicShare` of the label's weight and the
 * hand-written none seeds the rest, so thousands of public lines inform without drowning them.
 */
export function balancedWeights(
  seedLabels: readonly number[],
  publicCount: number,
  noneLabel: number,
  classes: number,
  publicShare: number,
): number[] {
  const perLabel = seedLabels.length / classes;
  const counts = new Map<number, number>();
  for (const y of seedLabels) counts.set(y, (counts.get(y) ?? 0) + 1);
  const noneSeedShare = publicCount > 0 ? 1 - publicShare : 1;
  const seedWeights = seedLabels.map((y) => {
    const share = y === noneLabel ? noneSeedShare : 1;
    return (perLabel * share) / (counts.get(y) ?? 1);
  });
  const publicWeight = publicCount > 0 ? (perLabel * publicShare) / publicCount : 0;
  return [...seedWeights, ...Array.from({ length: publicCount }, () => publicWeight)];
}
