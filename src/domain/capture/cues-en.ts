import { en, enCased, type Cue } from './cue';

/** Words that mean "I or we" as the doer; an intention only counts as a plan with one of them. */
const SELF = String.raw`(i|we|i'?m|we'?re|i'?ve|we'?ve|let'?s)`;
/** Someone else as the subject: their plans are news, not the person's items. */
const OTHERS = String.raw`(he|she|they|it|my \w+|his \w+|her \w+|their \w+|\w+'s \w+)`;
const WEEKDAY = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
/** Common past-tense verbs that do not end in -ed. */
const IRREGULAR_PAST = String.raw`(was|were|went|had|held|said|told|took|got|made|came|left|ran|won|lost|saw|did|ate|drank|bought|brought|met|spent|sent|kept|fell|grew|gave|paid|sold|wrote|began|broke|found)`;

/** English cues (see cues.ts). */
export const EN_CUES: readonly Cue[] = [
  // plan: an intention or obligation with the person (or a dropped subject) as the doer.
  en(
    'plan',
    1.4,
    String.raw`\b(i'?ll|i will|we'?ll|we will|(i'?m|we'?re) (going to|gonna|planning to|about to)|(i|we) (plan|intend|mean) to|(i|we) (really |still |also |just )?want to|i'?d like to|let'?s)\b`,
  ),
  en(
    'plan',
    1.4,
    // Not inside an open question: "wondering if I should…" asks, it does not intend.
    String.raw`(^|[.;:!—–-]\s*|(?<!\b(if|whether) )\b${SELF} (really |still |definitely |probably |just |also )?)(also |still |really )?(need to|have to|got to|gotta|must|should|ought to|am supposed to)\b`,
  ),
  // A journal drops the subject: "Going to repaint…", "Want to book…" state the writer's own intention.
  en(
    'plan',
    1.2,
    String.raw`^(and |also |still |really )?(going to|gonna|want to|wanna|hoping to|hope to|planning to|plan to|trying to|meaning to)\b`,
  ),
  // "the fence needs painting", "that needs fixing too": a job the writer sees waiting.
  en(
    'plan',
    1.2,
    String.raw`\b(needs?|wants?) (fixing|doing|changing|updating|replacing|cleaning|painting|sorting|redoing|a (fix|clean|rewrite|refresh))\b|\bneeds? to be (fixed|done|changed|updated|replaced|sorted|cleaned|redone)\b`,
  ),
  en(
    'plan',
    1.0,
    String.raw`^(don'?t forget|remember to|must remember|note to self|reminder|to ?do)\b`,
  ),
  en(
    'plan',
    0.8,
    String.raw`\b(tomorrow|tonight|next (week|month|year|${WEEKDAY}|quarter|term)|this (weekend|week|evening|afternoon)|(by|before|due) (${WEEKDAY}|the end|end of|eod|friday|tomorrow|next)|deadline|due (on|by|date))\b`,
  ),
  en(
    'plan',
    0.8,
    String.raw`\b(every (day|morning|evening|night|week) (this|next|until|from)|starting (${WEEKDAY}|tomorrow|next)|sign up|schedule|book(ing)? (a|the|my|our|in))\b`,
  ),

  // idea: a possibility, floated ("What if…?" is an idea, however it is punctuated).
  en('idea', 2.2, String.raw`^(what if|how about|what about)\b`),
  en(
    'idea',
    1.4,
    String.raw`\b(what if|how about|maybe (we|i) (could|should|can)|(we|i) could (try|do|ask|use|start|make|get|have|set|turn|put|run|just|also)|could try|might try|thinking (we|i) (could|might)|i'?m thinking (of|about)|worth (a )?(try|trying|a shot)|might be (worth|nice|fun|good)|(would|could|it'?d) be (cool|nice|fun|great|good|worth)|idea:|perhaps we|one option is)\b`,
  ),
  en('idea', 0.6, String.raw`\b(maybe|might|perhaps|i wonder if)\b`),

  // decision: a settled choice, made by the person.
  en(
    'decision',
    1.6,
    String.raw`\b((i|we)('ve| have)? (just |finally |now )?(decided|agreed|chose|chosen|picked|opted|settled on)|decision made|(i'?m|we'?re) (going with|sticking with)|made up my mind|my mind'?s made up|it'?s (settled|final)|that'?s (it|the rule|settled)|for good|(i|we) won'?t|(i'?m|we'?re) not (going to|gonna)|from (now|today) on|going forward|starting (today|now|this week)|no more)\b`,
  ),
  en('decision', 1.2, String.raw`^((also|so|finally|just|and|today|now) )?decided\b`),
  en('decision', 0.8, String.raw`\b(not \w+, (not|but)|instead of|rather than)\b|, not \w+(\.|$)`),

  // question: an open question the person holds.
  en('question', 1.0, String.raw`\?\s*$|\?\s`),
  en(
    'question',
    1.4,
    String.raw`\b(should (i|we)|shall we|i wonder (whether|why|how)|wondering (whether|if|why|how)|not sure (whether|if|how|what|why)|(no|zero) idea (why|whether|if|how)|can'?t (decide|work out|figure out)|still (don'?t know|can'?t|wondering|unsure|undecided|torn)|torn (on|between|about)|(figure|work) (out|that out|it out) (why|how|whether|if|what)|(work|figure) (that|it) out|(want|need|trying|have) to (understand|figure out|work out|find out) (why|how|whether|if|what)|is it (worth|time|too)|what would|why (do|does|did|is|are|am) )\b`,
  ),

  // insight: something realised or learnt.
  en(
    'insight',
    1.5,
    String.raw`^(realised|realized|noticed|learned|learnt|found out)\b|\b(i('ve)? (just |finally )?(realised|realized|noticed|learned|learnt|discovered)|i (found|find) (that|out|it (easier|harder))|(it )?turns out|lesson|it (hit|struck) me|dawned on me|now i (get|understand|see) (why|that|how)|the (key|trick|problem|secret|real issue) (is|was)|was never (about|the)|isn'?t the problem|aren'?t the problem|the more .* the)\b`,
  ),
  en(
    'insight',
    0.8,
    String.raw`\b(not because|it'?s (not )?because|(was|is) because|that'?s why|which is why|the reason (is|was))\b`,
  ),
  en(
    'insight',
    0.5,
    String.raw`\b(always|never|actually|tends? to|do(es)? better when|works better)\b`,
  ),

  // none: requests to an assistant, small talk.
  en(
    'none',
    1.6,
    String.raw`^(please |can you |could you |would you |write |translate |summari[sz]e |list |give me |make (it|this|me) |tell me |explain |show me |help me |rewrite |fix |generate )`,
  ),
  en(
    'none',
    1.0,
    String.raw`\b(hi|hello|hey|thanks|thank you|lol|haha|good morning|lovely weather|how are you|sounds good|ok(ay)?)\b|^no idea\b(?! (why|whether|if|how))|\b(i'?ll|we'?ll) see (how|if|what)\b`,
  ),
  en(
    'none',
    1.0,
    String.raw`^(what time|when does|when do|where is|where'?s|what'?s the (capital|weather|time|address)|how (do|can) i (make|get|convert|cook|change)|anyone|anybody|did you (see|hear)|remember (when|that time))\b`,
  ),
  // none: other people's plans, hearsay and news.
  en(
    'none',
    1.4,
    String.raw`\b${OTHERS} (is |are |was |were |'s )?(planning|going|wants|plans|intends|hopes|thinking|visiting|coming|moving|leaving|staying|starting)\b`,
  ),
  enCased(
    'none',
    1.2,
    // A name first, not an adverb: "Still wondering…" is the writer's own.
    String.raw`^(?!(Still|Just|Really|Also|Maybe|Been|Now|Today|Finally|Currently|Always|Keep|Kept|Thinking|Trying|Going|Getting|Starting|Planning|Looking|Hoping)\b)[A-Z][a-z]+('s [a-z]+)? (is |are |was |were )?([a-z]+ing|wants?|wanted|plans?|planned|hopes?|hoped|needs?|needed)\b`,
  ),
  en(
    'none',
    1.2,
    String.raw`\b(apparently|according to|reportedly|rumou?r has it|i heard (that )?\w+ (is|are|was))\b`,
  ),
  // none: finished events, told as a story.
  en(
    'none',
    1.0,
    String.raw`\b(yesterday|last (night|week|weekend)|this morning) (i|we)\b|\b(i|we) (just )?(went|had|ate|watched|saw|did|finished|took|spent|met|visited|bought|cooked|chatted|played|walked|tried|talked|called)\b`,
  ),
  en(
    'none',
    1.0,
    String.raw`^(went|took|had|spent|got|finished|watched|saw|met|made|did|ate|bought|visited|tried|called|walked|ran|drove|cooked|played)\b`,
  ),
  // A past-tense sentence with no first person in it describes the world, not the person.
  en('none', 0.8, String.raw`^(he|she|they)\b`),
  // Outweighs a lone time word: "Bedtime took an hour tonight" tells, it does not plan.
  en(
    'none',
    0.9,
    String.raw`^(?!.*\b(i|we|i'?ll|let'?s|me|us)\b)(?!(also |still )?(must|need|have to|got to|gotta|going to|want|should)\b).*\b(${IRREGULAR_PAST}|(?<!\b(the|a|an|my|our|your|his|her|their) |-)\b\w+[^e\s]ed)\b`,
  ),
  // none: feelings, sarcasm and rhetorical questions.
  en(
    'none',
    1.0,
    String.raw`\b(i'?m|i am|i feel|feeling) (so |really |a bit )?(proud|happy|tired|glad|excited|sad|annoyed|relieved|exhausted|grateful)\b`,
  ),
  en(
    'none',
    1.8,
    String.raw`^(oh great|great,? (just|another)|sure,? (i'?ll|we'?ll) just|yeah,? (because|right)|yeah right)\b`,
  ),
  en('none', 1.8, String.raw`\b(what could (possibly )?go wrong|just what i needed)\b`),
  en('none', 1.2, String.raw`\?\?|\?!|!\?|^(who|since when|how come|how is it)\b.*\?`),
  // Rhetorical openings that ask for agreement, not an answer.
  en(
    'none',
    1.2,
    String.raw`^(isn'?t it|aren'?t they|don'?t you (just )?(love|hate)|you know what)\b`,
  ),
  // "Why is the weather like this": a complaint, however it is punctuated.
  en('none', 1.8, String.raw`^why (is|are|does|do) .{1,40}\blike (this|that)\b`),
];
