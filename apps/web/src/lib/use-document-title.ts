import { useEffect } from 'react';
import { useText } from './i18n/catalogue';
import { shellCatalogue } from './i18n/shell-catalogue';

/** Names the browser tab after the screen, so tabs and history entries tell screens apart. */
export function useDocumentTitle(screenTitle: string) {
  const siteName = useText(shellCatalogue).common.siteName;
  useEffect(() => {
    document.title = `${screenTitle} | ${siteName}`;
  }, [screenTitle, siteName]);
}
