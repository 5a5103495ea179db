import type { CaptureLabel } from './labels';

export type SeedExample = { text: string; label: CaptureLabel; lang: 'en' | 'zh' | 'mixed' };

export function seeds(
  lang: SeedExample['lang'],
  label: CaptureLabel,
  texts: readonly string[],
): SeedExample[] {
  return texts.map((text) => ({ text, label, lang }));
}
