import { useEffect } from 'react';

const siteName = 'Shata Partner Portal';

/** Names the browser tab after the screen, so tabs and history entries tell screens apart. */
export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    document.title = `${screenTitle} | ${siteName}`;
  }, [screenTitle]);
}
