import { useTranslation } from 'react-i18next';

import type { ItemType } from '../domain/item';

/** One glyph per type, so a card reads at a glance even without colour. */
const TYPE_ICONS: Record<ItemType, string> = {
  plan: '◷',
  idea: '✦',
  decision: '◆',
  question: '?',
  insight: '☀',
};

export function ItemTypeBadge({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  return (
    <span className={`type-badge type-${type}`} data-type={type}>
      <span aria-hidden="true">{TYPE_ICONS[type]}</span> {t(`type.${type}`)}
    </span>
  );
}
