import { speakerKey } from './me-speaker';
import type { ParsedConversation } from './parsed';
import { isAssistantName, isMeLikeName } from './speakers';

/**
 * A sentence in which the writer states a plan of their own: "I'll…", "I need to…", "remind
 * me…", "我要…", "我打算…". Only the first person counts: "you should" or "we could" is said
 * as often to the person as by them.
 */
const FIRST_PERSON_PLAN = new RegExp(
  [
    String.raw`\bI(?:'|’)?ll\b`,
    String.raw`\bI (?:will|must|should|need to|have to|want to|plan to|intend to|hope to)\b`,
    String.raw`\bI(?:'|’)?m (?:going to|gonna|planning|about to)\b`,
    String.raw`\bI(?:'|’)?ve got to\b`,
    String.raw`\b(?:let|remind) me\b`,
    String.raw`我(?:要|会|得|想|打算|准备|计划|需要|应该|必须|明天|今晚|下周|周末|回头|待会|晚点)`,
  ].join('|'),
  'iu',
);

/** How chat apps title a one-to-one chat after the other party; the name is group 1. */
const TITLE_PARTY = [
  /^WhatsApp Chat (?:with|-|–)\s*(.+)$/iu,
  /^Chat (?:with|-|–)\s*(.+)$/iu,
  /^与\s*(.+?)\s*的\s*(?:WhatsApp\s*)?聊天(?:记录)?$/iu,
];

/** The party a conversation's title names: "WhatsApp Chat with Leo" → "Leo", else the title. */
function titleParty(title: string): string {
  for (const pattern of TITLE_PARTY) {
    const party = pattern.exec(title.trim())?.[1];
    if (party !== undefined) return party;
  }
  return title;
}

/** The speakers some conversation is titled after: the other party, never the exporter. */
function titledSpeakers(ranked: readonly string[], conversations: ParsedConversation[]) {
  const parties = new Set(
    conversations.map((conversation) => speakerKey(titleParty(conversation.title))),
  );
  return new Set(ranked.filter((speaker) => parties.has(speakerKey(speaker))));
}

function planCounts(conversations: ParsedConversation[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { turns } of conversations) {
    for (const { speaker, text } of turns) {
      if (FIRST_PERSON_PLAN.test(text)) counts.set(speaker, (counts.get(speaker) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The speaker proposed as the person; the Import view lets them pick another. In order:
 * 1. the one the export marks as its owner (`preferred`: ChatGPT's and Claude's user, the
 *    owner of a full Telegram export);
 * 2. the most frequent speaker named like "me" (User, Me, 我 …);
 * 3. among the people (not an assistant), leaving out the one a conversation is titled after
 *    (a Telegram chat, "WhatsApp Chat with Leo", "与林小雨的聊天记录" are named after the other
 *    party), the one who states most plans in the first person — the importer is after their
 *    own plans, and the other party's "I'll" is far rarer in their own export;
 * 4. on a tie, or with no such plans, the one of those with most turns (alone, a poor guess:
 *    the other party writes as much as the person about as often as not).
 *
 * @param ranked every speaker, most turns first.
 */
export function suggestMe(
  ranked: readonly string[],
  preferred: string | null,
  conversations: ParsedConversation[],
): string {
  if (preferred !== null && ranked.includes(preferred)) return preferred;
  const meLike = ranked.find(isMeLikeName);
  if (meLike !== undefined) return meLike;
  const people = ranked.filter((speaker) => !isAssistantName(speaker));
  const titled = titledSpeakers(people, conversations);
  const untitled = people.filter((speaker) => !titled.has(speaker));
  const pool = untitled.length > 0 ? untitled : people.length > 0 ? people : ranked;
  const plans = planCounts(conversations);
  let best = pool[0];
  for (const speaker of pool) {
    if ((plans.get(speaker) ?? 0) > (plans.get(best ?? '') ?? 0)) best = speaker;
  }
  return best ?? '';
}
