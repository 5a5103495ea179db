import { en, enCased, type Cue } from './cue';

/** Words that mean "I or we" as the doer; an intention only counts as a plan with one of them. */
const SELF = String.raw`(i|we|i'?m|we'?re|i'?ve|we'?ve|let'?s)`;
/** Someone else as the subject: their plans are news, not the person's items. */
const OTHERS = String.raw`(he|she|they|it|my \w+|his \w+|her \w+|their \w+|\w+'s \w+)`;
const WEEKDAY = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
/** Common past-tense verbs that do not end in -ed. */
const IRREGULAR_PAST = String.raw`(was|were|went|had|held|said|told|took|got|made|came|left|ran|won|lost|saw|did|ate|drank|bought|brought|met|spent|sent|kept|fell|grew|gave|paid|sold|wrote|began|broke|found)`;

/**
 * A routine not yet begun, a choice being made, a day named or a realisation: then "every
 * morning" or "always" belongs to a plan or a decision ("I'll start running every morning"),
 * to a story ("every day last week") or to an insight ("realised I don't like running"), not
 * to a habit; and "I use Postgres next sprint" is a plan.
 */
const NOT_SETTLED = String.raw`(i'?ll|i will|we'?ll|we will|(i|we)'?d (like|love) to|going to|gonna|plan(ning)? to|want(ed)? to|wanna|hop(e|ing) to|need to|have to|should|must|let'?s|start(ing|ed)? (to|\w+ing|${WEEKDAY}|today|tomorrow|next)|from (now|today|tomorrow|next|${WEEKDAY})|decided|agreed|going forward|from here on|for good|no more|any ?more|(that'?s|it'?s) (the rule|settled|final)|tomorrow|tonight|next (\w+ )?(week|month|year|sprint|time|${WEEKDAY})|this (week|month|year|weekend)|until|last (night|week|month|year|weekend|time|summer|winter|spring|autumn|${WEEKDAY})|yesterday|ago|used to|was|were|had|did|reali[sz](ed|ation)|noticed|turns out|learn(ed|t)|it (hit|struck) me|(i'?m|we'?re|i am|we are) (not |no longer )?\w+ing)`;
/** Days of the week as a recurring time: "on Sundays", "Tuesday mornings". */
const WEEKDAYS = String.raw`(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends|weeknights|school nights|${WEEKDAY} (mornings|evenings|nights|afternoons))`;
/** An age or a count in words or digits. */
const NUMBER = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(-\w+)?)`;
/** People and animals in one's life, named or described ("my sister is a nurse"). */
const KIN = String.raw`(wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|kids?|children|baby|mum|mom|mother|dad|father|parents|brother|sister|twin|grandma|grandmother|granny|grandad|grandpa|grandfather|aunt|uncle|cousin|niece|nephew|in-laws|\w+-in-law|boss|manager|flatmate|roommate|best friend|dog|cat|puppy|kitten|rabbit)`;
/** Everyday verbs in the present simple: with a time or an occasion, a routine. */
const ROUTINE_VERB = String.raw`(wake up|get up|go to (bed|sleep|the gym|work)|go (running|swimming|jogging|climbing|for a (run|walk|swim|ride))|run|jog|swim|cycle|bike|walk|meditate|journal|stretch|pray|read|cook|shower|eat|have (breakfast|lunch|dinner|coffee|tea)|drink|do (yoga|pilates|the|my|our|a)|start (work|the day|my day)|work out|train|study|commute|take the (bus|train|tube)|check|review|write|deploy|release|ship|meet|sync|plan|call|clean|tidy|shop|pay|back up|water|feed)`;

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
  en(
    'decision',
    1.2,
    String.raw`^((also|so|finally|just|and|today|now|ok|okay|well|yeah),? ){0,2}decided\b`,
  ),
  en(
    'decision',
    0.8,
    String.raw`\b(not \w+, (not|but)|instead( of)?|rather than)\b|, not \w+(\.|$)`,
  ),

  // question: an open question the person holds.
  en('question', 1.0, String.raw`\?\s*$|\?\s`),
  en(
    'question',
    1.4,
    String.raw`\b(should (i|we)|shall we|i wonder (whether|why|how)|wondering (whether|if|why|how)|not sure (whether|if|how|what|why)|(no|zero) idea (why|whether|if|how)|can'?t (decide|work out|figure out)|still (don'?t know|can'?t|wondering|unsure|undecided|torn)|torn (on|between|about)|(figure|work) (out|that out|it out) (why|how|whether|if|what)|(work|figure) (that|it) out|(want|need|trying|have) to (understand|figure out|work out|find out) (why|how|whether|if|what)|is it (worth|time|too)|what would|why (do|does|did|is|are|am) )\b`,
  ),

  // Wanting to find out why is holding a question, not planning a task ("I want to
  // understand why…"): this tips it over the "I want to" of a plan.
  en(
    'question',
    0.6,
    String.raw`\b(understand|figure out|work out|find out) (why|how|whether|what)\b|\bget to the bottom of\b`,
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

  // fact: who the person is — body, diet, work, place, people, tools, tastes. Lasting truths,
  // so an intention or a named day in the sentence (NOT_SETTLED) leaves the reading to others.
  en(
    'fact',
    1.8,
    String.raw`^(?![^,;]*\b${NOT_SETTLED}\b).*\b((i'?m|i am) (a |an )?(vegetarian|vegan|pescatarian|teetotal|diabetic|coeliac|celiac|asthmatic|epileptic|left-handed|right-handed|colou?r-?blind|short-sighted|long-sighted|dyslexic|married|single|divorced|widowed|engaged|pregnant|freelance|self-employed|retired|an only child|(allergic|intolerant) to|(lactose|gluten)[- ]intolerant|\d+( years old)?\b)|allergic to|intolerant to|i have (type [12] )?(diabetes|asthma|adhd|eczema|migraines|coeliac|celiac|tinnitus|a (bad|weak|dodgy) (back|knee|hip))|(i|we) (don'?t|never|can'?t) (eat|drink) (meat|pork|beef|lamb|fish|shellfish|seafood|nuts|peanuts|dairy|gluten|eggs|alcohol|spicy))`,
  ),
  en(
    'fact',
    1.4,
    String.raw`^(?![^,;]*\b${NOT_SETTLED}\b).*\b((i|we) (live|work|grew up) (in|at|for|near|on|as|from|with|remotely|part-time|full-time|nights)|i'?m (from|based in|originally from)|(i'?m|i am) (a|an) (?!(bit|little|lot|mess|wreck|fan|big fan|total)\b)[a-z-]+( [a-z-]+)?([.!]?$|,)|i speak|my (first language|mother tongue|native language|birthday|blood type|shoe size|dress size|height|pronouns|middle name|surname|nickname) (is|'s)|(i|we) have (a|an|one|two|three|four|\d) (\w+ )?(kids?|children|sons?|daughters?|dogs?|cats?|brothers?|sisters?|siblings|grandchildren)\b|(my|our) ${KIN}('s name)? (is|'s|are) (called|named|${NUMBER}|a|an|the only|allergic|vegetarian|vegan|in|at|from|based)|(my|our) ${KIN} (lives|works|studies|teaches|is retired)|(i|we) (don'?t )?own (a|an|two|three|\w+ )|i (get|suffer from) (migraines|headaches|hay fever|panic attacks|back pain))(?!\w)`,
  ),
  // A name after a relation: "my son Theo is nine", "the cat is called Miso".
  enCased(
    'fact',
    1.4,
    String.raw`\b([Mm]y|[Oo]ur) ${KIN}('s name)? (is |'s )?(called |named )?[A-Z][a-z]+\b|\b(called|named) [A-Z][a-z]+`,
  ),
  // Tools and stack: what the person or their team works with, in the present simple.
  en(
    'fact',
    1.4,
    String.raw`^(?![^,;]*\b${NOT_SETTLED}\b).*\b((i|we) (use|run (on|everything on|a|an|our \w+ on)|host|deploy (to|on)|develop (in|on)|build (with|in|on)|code in|are on|'re on|keep (everything|all (my|our) \w+|(my|our) \w+|it) in|store (everything|our \w+) in)|our (team|company|org|lab|shop|startup|group) (uses|runs|hosts|deploys (to|on)|builds (with|in|on)|is on|works (in|with))|our (stack|backend|frontend|api|database|db|infra(structure)?|codebase|app|site|ci|monorepo|servers?) (is|are|runs?|uses?|lives?|sits?)|(is|are) (written|built) (in|with|on))\b`,
  ),
  // Tastes: what the person likes, loves, can't stand ("I'd like to" is an intention).
  en(
    'fact',
    1.2,
    String.raw`^(?!.*\b${NOT_SETTLED}\b).*\b(i (really |much |just )?(prefer|like|love|hate|enjoy|dislike|can'?t stand|don'?t (like|enjoy|mind))|my (favou?rite|go-to)|(i'?m|i am) (not )?(a (big )?fan of|into|a (morning|night|cat|dog|tea|coffee|people) person)|i'?d (much )?rather)\b`,
  ),

  // habit: how the person usually does things. A frequency word with the person as the doer;
  // "I never realised" is an insight, so a past verb straight after it is left out.
  en(
    'habit',
    1.5,
    String.raw`^(?!.*\b${NOT_SETTLED}\b).*\b(i|we) (almost |nearly |pretty much )?(always|usually|normally|generally|typically|often|never|rarely|seldom|mostly|habitually|tend to|make a point of|like to)\b(?! (\w+ed|knew|thought|understood|saw|got|had|been|was|were|did|forgot|felt)\b)`,
  ),
  // A recurring time: every morning, on Sundays, twice a week, most evenings, weekly.
  en(
    'habit',
    1.3,
    String.raw`^(?!.*(\b${NOT_SETTLED}\b|\?))(?=.*\b(i|we|my|our)\b).*\b((every|each) (single |other )?(day|morning|evening|night|weekday|weeknight|workday|school day|school night|weekend|week|month|year|quarter|sprint|release|${WEEKDAY})|(on|at|over) (the )?${WEEKDAYS}|${WEEKDAYS}|(once|twice|\w+ times|one|two|three|\d+) (\w+ )?(a|per) (day|week|month|year|fortnight)|(most|some) (days|mornings|evenings|nights|weekends)|(daily|nightly|weekly|fortnightly|monthly)(?= *[.,;!]| *$)|(before|after) (every|each) \w+)\b`,
  ),
  en(
    'habit',
    1.4,
    String.raw`\b((my|our) (routine|habit|ritual|rule of thumb|default|workflow|morning routine|evening routine)|as a (rule|habit)|i have a (rule|habit)|without fail|in the habit of|out of habit)\b`,
  ),
  // "I run at 8pm", "we deploy before lunch", "I walk whenever I'm stuck": present-simple routine.
  en(
    'habit',
    1.0,
    String.raw`^(?!.*\b${NOT_SETTLED}\b).*\b(i|we) ${ROUTINE_VERB}\b.*\b(at \d|at (noon|midnight|night|dawn|bedtime|lunch|breakfast|dinner)|before|after|when(ever)?|unless|first thing|in the (morning|evening|afternoon)s?|around \d|by \d|\d ?(am|pm))`,
  ),
  en(
    'habit',
    1.0,
    String.raw`^(?!.*\b${NOT_SETTLED}\b)(when(ever)?|if|once|after|before) (i|we) [^,]+, (i|we) (\w+ )?${ROUTINE_VERB}\b`,
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
    String.raw`\b(hi|hello|hey|thanks|thank you|lol|haha|good morning|lovely weather|how are you|sounds good)\b|^no idea\b(?! (why|whether|if|how))|\b(i'?ll|we'?ll) see (how|if|what)\b`,
  ),
  // "ok" as the whole reply or its last word; "ok so I decided…" opens a statement.
  en('none', 1.0, String.raw`\bok(ay)?[\s.!]*$`),
  // Having no plans is not a plan: "No big plans this weekend, just sleep".
  en('none', 1.6, String.raw`^no (\w+ ){0,2}plans\b`),
  en(
    'none',
    1.0,
    String.raw`^(what time|when does|when do|where is|where'?s|what'?s the (capital|weather|time|address)|how (do|can) i (make|get|convert|cook|change)|(does |do |is |has )?(anyone|anybody)|did you (see|hear)|remember (when|that time))\b`,
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
  // English grammar only: a Chinese sentence drops its subject, and "mixed" in "最好是 mixed
  // 的" is no past tense. "im" and "ive" are how phones type "I'm" and "I've".
  en(
    'none',
    0.9,
    String.raw`^(?!.*[\u3400-\u9fff])(?!.*\b(i|we|i'?ll|im|ive|let'?s|me|us)\b)(?!(also |still )?(must|need|have to|got to|gotta|going to|want|should)\b).*\b(${IRREGULAR_PAST}|(?<!\b(the|a|an|my|our|your|his|her|their) |-)\b\w+[^e\s]ed)\b`,
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
