import { useSyncExternalStore } from 'react';
import { type HeaderLayout, headerLayout, layoutMediaQueries } from './overflow.ts';

/** Re-render only when the viewport crosses one of the header's breakpoints. */
function subscribe(onChange: () => void): () => void {
  const lists = layoutMediaQueries().map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

// `innerWidth` is the width (scrollbar included) that the `min-width` media queries test.
const current = (): HeaderLayout => headerLayout(window.innerWidth);
const wide = (): HeaderLayout => 0;

/** The header's arrangement for the current viewport width (see `headerLayout`). */
export function useHeaderLayout(): HeaderLayout {
  return useSyncExternalStore(subscribe, current, wide);
}
