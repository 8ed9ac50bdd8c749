// A time of day that reads and shows 24-hour "09:00" whatever the browser's language (the browser's
// own time input shows "05:00 PM" in an English browser, as its date input showed
// "mm/dd/yyyy": decision 0339). A text input that takes the usual ways of typing a time ("9",
// "9:30", "0930"; `parseHuTime`) and shows it as "09:30" when the field is left. The value given
// to `onChange` is "HH:MM", '' for an empty field, or the text itself when it is no time of day,
// so that the caller's check names it instead of keeping the last good time.
import { type InputHTMLAttributes, useState } from 'react';
import { parseHuTime } from '@shared/dates/hu-time-text';
import { inputClasses } from './input-classes';

export interface TimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** "HH:MM" or ''. */
  value: string;
  onChange: (value: string) => void;
}

export function TimeInput({ value, onChange, onBlur, className, ...rest }: TimeInputProps) {
  const [text, setText] = useState(value);
  // A value set from outside (a reset, a loaded record) shows in the text; adjusted while
  // rendering, as React advises for state derived from a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    const typed = parseHuTime(text);
    if (typed !== (value === '' ? null : value) && text !== value) setText(value);
  }
  const unreadable = parseHuTime(text) === 'invalid';
  const read = (next: string) => {
    setText(next);
    const parsed = parseHuTime(next);
    onChange(parsed === 'invalid' ? next.trim() : (parsed ?? ''));
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="óó:pp"
      maxLength={5}
      {...rest}
      aria-invalid={rest['aria-invalid'] || unreadable || undefined}
      value={text}
      onChange={(e) => read(e.target.value)}
      onBlur={(e) => {
        const parsed = parseHuTime(text);
        if (parsed && parsed !== 'invalid') setText(parsed);
        onBlur?.(e);
      }}
      className={`${inputClasses} max-w-28 tabular-nums ${className ?? ''}`}
    />
  );
}
