import { seeds, type SeedExample } from './seed-example';

/**
 * Items that say what they are ("Idea:", "我们决定…", "问题是…", see cues-opening.ts), in
 * both languages, and the person's own plans on the same topics as other people's plans in
 * the small-talk seeds ("I'm moving to…" beside "she's moving to…"): the subject, not the
 * topic, is what makes one an item.
 */
export const OPENING_SEEDS: readonly SeedExample[] = [
  ...seeds('en', 'idea', [
    'Idea: a shared shopping list on the fridge door that everyone can add to.',
    'New idea — turn the old shed into a tiny workshop.',
    'App idea: a timer that nudges you to stand up during long calls.',
    'Thought: we could carpool with the Hendersons on Mondays.',
  ]),
  ...seeds('en', 'decision', [
    "Decision: we're keeping the car until it fails its next inspection.",
    "We've decided to stay in the flat another year.",
    'We decided to go with the second-hand sofa from the charity shop.',
    'Final decision: the wedding will be in the garden.',
  ]),
  ...seeds('en', 'question', [
    'Question: is it worth switching energy suppliers before winter?',
    'Open question — do we need a lawyer for the will?',
    'The question is whether we can afford the bigger flat on one salary.',
  ]),
  ...seeds('en', 'plan', [
    "To do: book the vet for the cat's jabs before Friday.",
    'Plan for Sunday: batch-cook soups and freeze half.',
    'Reminder: renew the car insurance before the 14th.',
    "I'm moving to Hamburg next month, the flat is sorted.",
    "I'm starting the new job in May, need to sort childcare first.",
    "We're putting in an extension over the summer, the builders start in June.",
    "I'm going back to uni next year to finish my degree.",
  ]),
  ...seeds('en', 'insight', [
    'Lesson learned: never paint a room without testing the colour first.',
    'Takeaway from today: people answer faster when I call than when I email.',
    'Insight: my best ideas come on walks, not at the desk.',
  ]),
  ...seeds('zh', 'idea', [
    '想法：在冰箱门上放个全家都能写的购物清单。',
    '新想法：把旧棚子改成一个小工作间。',
    '点子：周一跟隔壁一家拼车上班。',
  ]),
  ...seeds('zh', 'decision', [
    '决定：车先开着，年检不过再换。',
    '我们决定在这套房子再住一年。',
    '我们决定买二手沙发，不买新的了。',
    '最后决定婚礼就在院子里办。',
  ]),
  ...seeds('zh', 'question', [
    '问题：入冬前换不换燃气公司？',
    '问题是一个人的工资够不够付大房子的房贷。',
    '疑问：立遗嘱需不需要找律师？',
  ]),
  ...seeds('zh', 'plan', [
    '待办：周五前带猫去打疫苗。',
    '周日计划：做几锅汤，冻一半。',
    '提醒：十四号前续车险。',
    '我下个月搬去杭州，房子已经找好了。',
    '五月份我就去新公司上班了，得先把孩子托管安排好。',
    '今年夏天我们家要加盖一间房，六月开工。',
    '我明年打算回学校把学位读完。',
  ]),
  ...seeds('zh', 'insight', [
    '教训：刷墙之前一定要先试色。',
    '心得：打电话比发邮件回得快。',
    '感悟：好点子都是散步时想到的，不是坐在桌前。',
  ]),
  ...seeds('mixed', 'none', [
    'Lisa 说她下个月要去 Berlin 出差。',
    '这周 deadline 太多了，脑子要炸了。',
    '周末在家 chill 了一整天。',
    '为什么每次 release 都赶在周五？',
  ]),
];
