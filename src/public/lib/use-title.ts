import { useEffect } from 'react';

/** Keeps the tab's title in step when the client moves between screens without a page load. */
export function useTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
