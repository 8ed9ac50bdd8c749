// A value that follows its input only once the input stopped changing (search boxes ask the
// server when the user paused typing): the top bar, the help centre, the customer's support page.
import { useEffect, useState } from 'react';

/** The value after it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
