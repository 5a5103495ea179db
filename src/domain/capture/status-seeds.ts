import { STATUS_SEEDS_EN } from './status-seeds-en';
import { STATUS_SEEDS_EN_2 } from './status-seeds-en-2';
import { STATUS_SEEDS_EN_3 } from './status-seeds-en-3';
import { STATUS_SEEDS_MIXED } from './status-seeds-mixed';
import { STATUS_SEEDS_MIXED_2 } from './status-seeds-mixed-2';
import { STATUS_SEEDS_ZH } from './status-seeds-zh';
import { STATUS_SEEDS_ZH_2 } from './status-seeds-zh-2';
import { STATUS_SEEDS_ZH_3 } from './status-seeds-zh-3';

/**
 * Hand-written sentences, each labelled with what it reports of the writer's own plans
 * (done, dropped, none): the status head's training data (`npm run train:status-head`).
 * Written for this project; no evaluation file is among them.
 */
export type StatusSeed = { text: string; status: 'done' | 'dropped' | 'none' };

export const STATUS_SEEDS: readonly StatusSeed[] = [
  ...STATUS_SEEDS_EN,
  ...STATUS_SEEDS_EN_2,
  ...STATUS_SEEDS_EN_3,
  ...STATUS_SEEDS_ZH,
  ...STATUS_SEEDS_ZH_2,
  ...STATUS_SEEDS_ZH_3,
  ...STATUS_SEEDS_MIXED,
  ...STATUS_SEEDS_MIXED_2,
];
