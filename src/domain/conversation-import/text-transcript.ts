import { analyseMarkdown } from './markdown-chat';
import { ImportRejectedError, type ConversationFormat } from './parsed';
import { analysePlain } from './plain-transcript';
import type { Progress } from './progress';
import { splitLines, titleFromFileName } from './text-lines';
import type { TextAnalysis } from './text-analysis';
import type { ExportReading } from './export-reading';
import { analyseWeChat } from './wechat-transcript';
import { analyseWhatsApp } from './whatsapp-transcript';

/** In this order, so that on a tie the more specific format wins. */
const TEXT_FORMATS: [ConversationFormat, (lines: string[]) => TextAnalysis][] = [
  ['markdown', analyseMarkdown],
  ['wechat', analyseWeChat],
  ['whatsapp', analyseWhatsApp],
  ['plain', analysePlain],
];

export const NO_CONVERSATION_MESSAGE =
  'No conversation was found. Paste a transcript with a speaker at the start of each ' +
  'message (for example "Alice: hi"), or import a ChatGPT, Claude, Telegram or WhatsApp export.';

/**
 * Reads a pasted or dropped text: every text format counts the lines it explains, and the
 * one that explains most parses it. Its title is the Markdown log's own, else the file's name.
 */
export function readTextTranscript(
  text: string,
  fileName: string | undefined,
  progress: Progress,
): ExportReading {
  const lines = splitLines(text);
  const analyses = TEXT_FORMATS.map(([format, analyse], index) => {
    progress.report((index / TEXT_FORMATS.length) * 0.5);
    return { format, analysis: analyse(lines) };
  });
  const ranked = analyses
    .filter(({ analysis }) => analysis.explainedLines > 0)
    .sort((a, b) => b.analysis.explainedLines - a.analysis.explainedLines);
  for (const { format, analysis } of ranked) {
    const { turns, title } = analysis.build(progress.span(0.5, 1));
    if (turns.length === 0) continue;
    const conversationTitle = title ?? titleFromFileName(fileName) ?? '';
    return { format, conversations: [{ title: conversationTitle, turns }], owner: null };
  }
  throw new ImportRejectedError('unknown', NO_CONVERSATION_MESSAGE);
}
