import { FULL_STAMP } from './line-stamps';
import { tick, type Progress } from './progress';
import type { TextAnalysis } from './text-analysis';
import { localEpoch, toClock, toDate } from './timestamps';
import { createTurnCollector } from './turn-collector';

/** Header lines are short; longer lines are message text and are not tried. */
const HEADER_LIMIT = 100;

const TIME_FIRST = new RegExp(`^\\s*${FULL_STAMP}\\s+(\\S.{0,39})$`);
const NAME_FIRST = new RegExp(`^\\s*(\\S.{0,39}?)\\s+${FULL_STAMP}\\s*$`);

/** Media the export leaves a placeholder for: not something the person said. */
const PLACEHOLDER =
  /^\[(图片|表情|动画表情|语音|视频|文件|位置|链接|聊天记录|Photo|Image|Sticker|Voice|Video|File|Location)\]$/i;

type Header = { speaker: string; at: number | null };

function toHeader(name: string, groups: (string | undefined)[]): Header | null {
  const speaker = name.trim();
  // A colon means `time Name: text`, a plain transcript line; a name has a letter or a symbol.
  if (/[:：]/.test(speaker) || !/[\p{L}\p{So}]/u.test(speaker)) return null;
  // A dash after the time is WhatsApp's: `2021/12/31 21:45 - Ana added Ben` is its system line.
  if (/^[-–]\s/.test(speaker)) return null;
  const [year, month, day, hour, minute, second, meridiem] = groups;
  if (!year || !month || !day || !hour || !minute) return null;
  const clock = toClock(hour, minute, second, meridiem);
  return { speaker, at: clock ? localEpoch(toDate(year, month, day), clock) : null };
}

/** `2024-03-05 14:02:11 张三`, `张三 2024-03-05 14:02:11`, `2024-03-05 14:02 我`. */
export function readWeChatHeader(line: string): Header | null {
  if (line.length > HEADER_LIMIT) return null;
  const timeFirst = TIME_FIRST.exec(line);
  if (timeFirst) return toHeader(timeFirst[8] ?? '', timeFirst.slice(1, 8));
  const nameFirst = NAME_FIRST.exec(line);
  if (nameFirst) return toHeader(nameFirst[1] ?? '', nameFirst.slice(2, 9));
  return null;
}

/** WeChat-style exports: a header line (time and name), then the message on the lines below. */
export function analyseWeChat(lines: string[]): TextAnalysis {
  let explained = 0;
  let afterHeader = false;
  for (const line of lines) {
    if (readWeChatHeader(line)) {
      explained++;
      afterHeader = true;
    } else if (afterHeader && line.trim().length > 0) {
      explained++;
      afterHeader = false;
    }
  }
  return { explainedLines: explained, build: (progress) => buildWeChat(lines, progress) };
}

function buildWeChat(lines: string[], progress: Progress) {
  const collector = createTurnCollector();
  lines.forEach((line, index) => {
    tick(progress, index, lines.length);
    const header = readWeChatHeader(line);
    if (header) collector.start(header.speaker, header.at, '');
    else if (!PLACEHOLDER.test(line.trim())) collector.append(line);
  });
  return { turns: collector.finish(), title: null };
}
