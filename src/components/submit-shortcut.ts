import type { KeyboardEvent } from 'react';

/**
 * A textarea's keydown handler that runs `submit` on Ctrl+Enter (⌘+Enter on a Mac): Enter
 * alone still starts a new line, as people expect in a text box they write paragraphs in.
 */
export function onCtrlEnter(submit: () => unknown) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
}
