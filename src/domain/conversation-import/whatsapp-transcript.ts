import { tick, type Progress } from './progress';
import type { TextAnalysis } from './text-analysis';
import { createTurnCollector } from './turn-collector';
import {
  chooseDateOrder,
  readWhatsAppStamp,
  stampEpoch,
  type DateOrder,
  type WhatsAppStamp,
} from './whatsapp-stamps';

/** A sender's name (a contact's, a profile's or a phone number) never runs longer than this. */
const NAME_LIMIT = 60;

/** Left-to-right and right-to-left marks and embeddings, which names and media lines carry. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Lines that stand for something other than text: `<Media omitted>`, `<省略影音内容>`,
 * `<附件：…>`, `<attached: …>` (every locale puts these in angle brackets), iOS's
 * `image omitted`, `图片已省略`, `圖片已略去` and their kin, and deleted messages.
 */
const MEDIA = new RegExp(
  '^(?:<[^<>]{1,200}>' +
    '|(?:image|video|audio|sticker|GIF|document|Contact card) omitted' +
    '|(?:图片|视频|音频|贴图|GIF|文档|联系人名片) ?已省略' +
    '|(?:圖片|影片|音訊|貼圖|GIF|文件) ?已(?:略去|忽略)' +
    '|This message was deleted\\.?|You deleted this message\\.?' +
    '|(?:此消息|这条消息)已删除。?|你删除了此消息。?|此訊息已刪除。?|你已刪除此訊息。?)$',
  'i',
);
/** iOS marks its media lines with U+200E, whatever the locale's words for "omitted". */
const MARKED_MEDIA_END = / omitted$|已省略$|已略去$|已忽略$/i;
/** What an edited message ends with: a note of the app's, not the sender's words. */
const EDITED_MARK = /\s*\u200e?<This message was edited>\s*$/;

export type WhatsAppLine =
  | { kind: 'message'; stamp: WhatsAppStamp; speaker: string; text: string }
  | { kind: 'media'; stamp: WhatsAppStamp; speaker: string }
  | { kind: 'system'; stamp: WhatsAppStamp };

/** `Name: text` after the stamp; null for a system line, which names no sender. */
function splitSender(rest: string): { speaker: string; text: string } | null {
  const end = Math.min(rest.length, NAME_LIMIT + 1);
  for (let index = 0; index < end; index++) {
    const isNameEnd = rest[index] === ':' && (index + 1 === rest.length || rest[index + 1] === ' ');
    if (!isNameEnd) continue;
    const speaker = rest.slice(0, index).replace(BIDI_MARKS, '').trim();
    // A quote means a system line that quotes a group's name: `Ana changed the subject to "…"`.
    if (speaker.length === 0 || /["“”„«»]/.test(speaker)) return null;
    return { speaker, text: rest.slice(index + 1).trim() };
  }
  return null;
}

/**
 * A line that opens a message (`12/31/21, 9:41 PM - Ana: hi`), a media placeholder, or a
 * system line (`… - Ana added Ben`); null for a line without a stamp, which continues the
 * message above. iOS writes its system and media lines under a name too (the group's, for
 * a group's events), but starts their text with a U+200E mark.
 */
export function readWhatsAppLine(line: string): WhatsAppLine | null {
  const stamp = readWhatsAppStamp(line);
  if (!stamp) return null;
  const sender = splitSender(line.slice(stamp.length));
  if (!sender) return { kind: 'system', stamp };
  const { speaker, text } = sender;
  const isMarked = text.startsWith('\u200e');
  const bare = text.replace(BIDI_MARKS, '').trim();
  if (MEDIA.test(bare) || (isMarked && MARKED_MEDIA_END.test(bare))) {
    return { kind: 'media', stamp, speaker };
  }
  if (isMarked) return { kind: 'system', stamp };
  return { kind: 'message', stamp, speaker, text: text.replace(EDITED_MARK, '') };
}

/** WhatsApp's "Export chat" text: each message opens with a stamp; other lines continue it. */
export function analyseWhatsApp(lines: string[]): TextAnalysis {
  const stamps: WhatsAppStamp[] = [];
  for (const line of lines) {
    const stamp = readWhatsAppStamp(line);
    if (stamp) stamps.push(stamp);
  }
  const order = chooseDateOrder(stamps);
  return {
    explainedLines: stamps.length,
    build: (progress) => buildWhatsApp(lines, order, progress),
  };
}

function buildWhatsApp(lines: string[], order: DateOrder, progress: Progress) {
  const collector = createTurnCollector();
  // Lines below a system line belong to no message (a group description, say).
  let isAfterSystemLine = false;
  lines.forEach((line, index) => {
    tick(progress, index, lines.length);
    const read = readWhatsAppLine(line);
    if (read === null) {
      if (!isAfterSystemLine) collector.append(line.replace(EDITED_MARK, ''));
      return;
    }
    isAfterSystemLine = read.kind === 'system';
    if (read.kind === 'system') return;
    // A media line still starts its sender's turn, so that a caption below it stays theirs.
    const text = read.kind === 'message' ? read.text : '';
    collector.start(read.speaker, stampEpoch(read.stamp, order), text);
  });
  return { turns: collector.finish(), title: null };
}
