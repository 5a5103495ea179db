import { CHAT_JSON_SPEAKERS } from './chat-messages-json';
import { CHATGPT_SPEAKERS } from './chatgpt-export';
import { CLAUDE_SPEAKERS } from './claude-export';
import type { ConversationFormat, ParsedImport } from './parsed';
import { isAssistantName, isMeLikeName } from './speakers';

/** What a request is resolved against: the format and its speakers, most turns first. */
type MeQuery = Pick<ParsedImport, 'format' | 'speakers'>;

/** The two sides of a chat that role names stand for. */
type Role = 'person' | 'assistant';

/**
 * The speaker names the parsers give each role, for the formats whose files mark roles. In a
 * transcript the roles are only guessed from the names (User, 我, AI …), as `suggestMe` does.
 */
const ROLE_SPEAKERS: Partial<Record<ConversationFormat, Record<Role, string>>> = {
  chatgpt: { person: CHATGPT_SPEAKERS.user, assistant: CHATGPT_SPEAKERS.assistant },
  claude: { person: CLAUDE_SPEAKERS.human, assistant: CLAUDE_SPEAKERS.assistant },
  'chat-json': { person: CHAT_JSON_SPEAKERS.user, assistant: CHAT_JSON_SPEAKERS.assistant },
};

/**
 * Words that name the assistant's role rather than a product: "claude" asked of a ChatGPT
 * export is not its assistant, so product names match only a speaker of that name.
 */
const ASSISTANT_ROLES = new Set(['assistant', 'ai', 'bot', 'model', '助手', 'ai助手']);

/** Why a requested name is not one speaker: no speaker matches, or several do. */
export type SpeakerMissCode = 'unknown' | 'ambiguous';

/** A requested "me" that names no speaker, or several; `choices` lists those to pick from. */
export class SpeakerNotFoundError extends Error {
  readonly code: SpeakerMissCode;
  readonly requested: string;
  readonly choices: readonly string[];
  constructor(code: SpeakerMissCode, requested: string, choices: readonly string[]) {
    const listed = choices.map((name) => `"${name}"`).join(', ');
    super(
      code === 'unknown'
        ? `No speaker "${requested}" in this conversation; its speakers: ${listed}.`
        : `"${requested}" could be any of ${listed}; give one of these names exactly.`,
    );
    this.name = 'SpeakerNotFoundError';
    this.code = code;
    this.requested = requested;
    this.choices = choices;
  }
}

/**
 * A name compared loosely: NFKC (full-width letters, digits, brackets and spaces become their
 * half-width forms, so "Ｌｉ Ｓｉ（work）" and "Li Si(work)" meet), runs of spaces as one,
 * trimmed, lower case.
 */
export function speakerKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

function roleOf(key: string): Role | null {
  if (isMeLikeName(key)) return 'person';
  return ASSISTANT_ROLES.has(key) ? 'assistant' : null;
}

/** The speakers a role stands for: the parser's own name for it, else names that look it. */
function speakersOfRole(role: Role, { format, speakers }: MeQuery): string[] {
  const named = ROLE_SPEAKERS[format]?.[role];
  if (named !== undefined) return speakers.includes(named) ? [named] : [];
  return speakers.filter(role === 'person' ? isMeLikeName : isAssistantName);
}

function oneOf(requested: string, matches: string[]): string | null {
  if (matches.length > 1) throw new SpeakerNotFoundError('ambiguous', requested, matches);
  return matches[0] ?? null;
}

/**
 * The speaker the person means by `requested` ("me" on the command line, or the Import view's
 * choice): a speaker of exactly that name; else the one whose name matches in any case and
 * width; else, for a role name (user, human, me, 我 / assistant, AI), the speaker the format
 * gives that role — ChatGPT's and chat messages' `user` and Claude's `human` are "User".
 *
 * @throws SpeakerNotFoundError when nothing matches (listing every speaker) or a step finds
 *   several speakers (listing those).
 */
export function resolveMe(requested: string, query: MeQuery): string {
  if (query.speakers.includes(requested)) return requested;
  const key = speakerKey(requested);
  if (key.length > 0) {
    const byName = oneOf(
      requested,
      query.speakers.filter((speaker) => speakerKey(speaker) === key),
    );
    if (byName !== null) return byName;
    const role = roleOf(key);
    const byRole = role === null ? null : oneOf(requested, speakersOfRole(role, query));
    if (byRole !== null) return byRole;
  }
  throw new SpeakerNotFoundError('unknown', requested, query.speakers);
}
