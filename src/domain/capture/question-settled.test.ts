// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { settlesAQuestion } from './question-settled';

describe('settlesAQuestion', () => {
  it.each([
    "We're not renewing the allotment; the waiting list can have it.",
    "I'm no longer applying for the Leeds job.",
    "We'll stick with the old boiler for another winter.",
    'Staying in the choir after all.',
    'Keeping the car, the repairs are cheaper than a new one.',
    'Not doing the evening course this term.',
    'We went with the smaller flat in the end.',
    "We're switching the kids to the closer swimming club after Easter.",
    '网店先不开，成本太高。',
    '跟家里商量过，不搬家了。',
    '想了想还是先报网课。',
    '颜色就这么定了，用浅灰。',
    '不再续租了，月底搬走。',
  ])('reads "%s" as an answer', (sentence) => {
    expect(settlesAQuestion(sentence)).toBe(true);
  });

  it.each([
    "I'm not sure about renewing the allotment.",
    'Still torn on whether to keep the car.',
    'Should we stick with the old boiler?',
    'Maybe we should go with the smaller flat.',
    '受不了了，天天加班。',
    '最近不开心了很久。',
    '还在纠结要不要搬家。',
    '要不要还是先报网课？',
    'The plumber is coming on Friday.',
    "I'm visiting the closer swimming club on Friday.",
    '先不说这个了，今天太累。',
    'After all, it is a big move for the kids.',
    "I'm not feeling great about the allotment.",
    "We're taking the kids to the allotment on Sunday.",
    '孩子最近不听话了，作业也不做。',
    '这辆车还是去年买的。',
    "I'm unsure, the allotment is a lot of work after all.",
  ])('leaves "%s" open', (sentence) => {
    expect(settlesAQuestion(sentence)).toBe(false);
  });
});
