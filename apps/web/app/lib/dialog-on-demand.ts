import { useEffect, useState } from 'react';

/**
 * True from the first render in which `wanted` is, and from then on: a dialog loaded on demand is
 * mounted when first opened and kept, so it closes as a dialog does (animation, focus given back)
 * instead of vanishing, and opens again at once.
 */
export function useOnceWanted(wanted: boolean): boolean {
  const [once, setOnce] = useState(false);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Fetches a dialog's code once the page has nothing better to do (after it is interactive, its images
 * on their way), so the first tap opens it at once, without the code competing with what the page
 * needs first.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(() => void load(), { timeout: 5_000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => void load(), 3_000);
    return () => clearTimeout(timer);
  }, [load]);
}

/**
 * The handlers that fetch a dialog's code as soon as its control is wanted (pointed at, focused or
 * touched): a click then usually finds it loaded. Spread onto the control.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
  onTouchStart: () => void load(),
});

/** A dialog's `onCloseAutoFocus` that gives focus back to the control that opened it. */
export const focusBackTo = (focus: () => void) => (event: Event) => {
  event.preventDefault();
  focus();
};
