import type { ItemStatus } from './item';

export type LifecycleErrorCode =
  | 'same-status'
  | 'move-not-allowed'
  | 'archived'
  | 'not-archived'
  | 'empty-content'
  | 'content-too-long'
  | 'no-change';

/**
 * A refused change. Nothing was changed when this is thrown; `code` lets the UI say why
 * in the user's language, `message` says it in English for logs and tests.
 */
export class LifecycleError extends Error {
  readonly code: LifecycleErrorCode;
  readonly from: ItemStatus | null;
  readonly to: ItemStatus | null;

  constructor(
    code: LifecycleErrorCode,
    message: string,
    from: ItemStatus | null = null,
    to: ItemStatus | null = null,
  ) {
    super(message);
    this.name = 'LifecycleError';
    this.code = code;
    this.from = from;
    this.to = to;
  }
}
