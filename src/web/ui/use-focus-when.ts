import { useEffect, useRef } from "react";

/**
 * Moves focus to the element (a heading with tabIndex -1) whenever `key` takes a new value: new search
 * results, a reading. A screen reader then reads them and the keyboard carries on from there, instead
 * of from the button that asked for them (WCAG 2.4.3).
 */
export function useFocusWhen<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
