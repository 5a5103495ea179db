import { useLayoutEffect, useRef } from 'react';

/** Whether the browser sizes a text box to its content itself (it then follows resizes too). */
function hasFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
}

type ReviewTextFieldProps = {
  label: string;
  value: string;
  isReadOnly: boolean;
  onChange: (text: string) => void;
};

/**
 * A candidate's text, wrapped over as many lines as it takes: on a phone a one-line box would
 * cut the sentence, and the person could neither read nor fix what they were accepting.
 * The box grows to its text (CSS `field-sizing` where the browser has it; its scroll height
 * here for the others).
 */
export function ReviewTextField({ label, value, isReadOnly, onChange }: ReviewTextFieldProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || element.scrollHeight === 0 || hasFieldSizing()) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [value]);
  return (
    <textarea
      ref={box}
      className="review-text"
      aria-label={label}
      rows={1}
      value={value}
      readOnly={isReadOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
