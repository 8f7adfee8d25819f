import { useEffect } from 'react';

/** Sets the tab's title: '<page> | OA Console'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | OA Console`;
  }, [title]);
}
