import { useEffect } from 'react';

/** Pages outside the tab bar set their own title (the login page is titled 'login'). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
