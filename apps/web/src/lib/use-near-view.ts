// Whether an element is on screen or about to be, so a long page asks for each part's data (or code) as it scrolls
// near rather than all at once. Without IntersectionObserver in a browser everything counts as near; the server's
// render counts nothing as near, as the browser's first render does, so hydration finds the same page.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useNearView<T extends Element>(margin = '400px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
