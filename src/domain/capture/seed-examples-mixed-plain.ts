import { seeds, type SeedExample } from './seed-example';

/**
 * Mixed Chinese-English seeds of the kinds in seed-examples-not-items-*.ts and
 * seed-examples-plain-items-*.ts: rhetorical complaints, other people's news, moods and
 * finished days as `none`; terse chores and plans to ask someone as `plan`; choices without
 * "决定" as `decision`; 发现/turns out as `insight`.
 */
export const MIXED_PLAIN_SEEDS: readonly SeedExample[] = [
  ...seeds('mixed', 'none', [
    '谁会在 Friday 晚上发 urgent 邮件啊？',
    '这个 KPI 到底谁定的，有人完成得了吗？',
    '开个 meeting 要三个审批，有必要吗？',
    '每次 release 都出事，还有完没完？',
    '周末还要 on call，这谁顶得住？',
    '我同事下个月要去 London 读 MBA。',
    '老板说 Q4 要招两个 designer。',
    '我室友打算辞职去做 YouTuber。',
    'HR 让我先把 annual leave 用掉再说。',
    '今天 Monday blue 特别严重。',
    '连着三天 OT，整个人 exhausted。',
    '下雨天 mood 好差。',
    '最近 stress 好大，睡不好。',
    '今天一共 close 了五个 ticket。',
    '昨天的 workshop 来了五十多人。',
    '上午 pitch 完了，投资人问了很多问题。',
    '周末带孩子去了 IKEA，逛了一下午。',
  ]),
  ...seeds('mixed', 'plan', [
    '电脑的 OS 该升级了。',
    '得找人修一下 Wi-Fi 路由器。',
    '简历还没更新到 LinkedIn 上。',
    '那个 PR 还没 review。',
    'domain 快到期了，得续费。',
    '体检报告还没 upload 到系统。',
    '得跟 IT 要一台新的 laptop。',
    '回头问下 PM 这个 bug 要不要 hotfix。',
    '明天跟 landlord 确认一下能不能提前退租。',
    '问问 HR 能不能每周 work from home 两天。',
    '跟 client 确认一下 deadline 能不能延后。',
    '问下 Tom 周末能不能帮忙搬家。',
  ]),
  ...seeds('mixed', 'decision', [
    '还是用 Figma，不换 Sketch 了。',
    'Launch 就定在下周三。',
    '这个 feature 先不做，下个版本再说。',
    'Laptop 就买 ThinkPad 了。',
    '就用 Stripe 收款，PayPal 不接了。',
    '就用 Notion 了，不试别的了。',
  ]),
  ...seeds('mixed', 'insight', [
    '发现每天写 to-do list，拖延少多了。',
    '原来 app 卡顿是 memory leak 导致的。',
    '发现 one-on-one 比大会更能听到真话。',
    'turns out 客户更喜欢 WhatsApp 联系，不爱接电话。',
    '发现周一早上先做 deep work，一天都顺。',
    '才发现 Excel 公式一直引用错了一列。',
  ]),
];
