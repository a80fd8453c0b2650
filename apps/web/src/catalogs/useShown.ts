import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has been shown (laid out with a size), e.g. when the hidden editor tab
 * holding it is opened — so what it shows can be loaded only when somebody looks at it.
 */
export function useShown<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    const check = () => {
      if (element.getClientRects().length > 0) setShown(true);
    };
    check();
    // A hidden panel has no boxes; showing it changes the element's size from nothing.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, shown };
}
