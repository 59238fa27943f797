import './notice-banner.css';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { dismissNotice, useNotice } from '../../lib/notice';

/**
 * Shows the flash notice (`lib/notice`) above the screen, politely announced.
 * It goes when dismissed or on the next navigation after it was first shown.
 */
export function NoticeBanner() {
  const notice = useNotice();
  const dismissLabel = useText(shellCatalogue).common.dismiss;
  const location = useLocation();
  const visible =
    notice !== null && (notice.path === undefined || notice.path === location.pathname);
  // Where the visible notice was first shown: the notice and the location entry.
  const shownAt = useRef<{ id: number; key: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const seen = shownAt.current !== null && shownAt.current.id === notice.id;
    if (!seen) {
      if (visible) shownAt.current = { id: notice.id, key: location.key };
    } else if (shownAt.current?.key !== location.key) {
      dismissNotice(notice.id);
    }
  }, [notice, visible, location.key]);

  if (!notice || !visible) return null;
  return (
    <div className="notice-banner" role="status">
      <p className="notice-banner__message">{notice.message}</p>
      <button
        type="button"
        className="notice-banner__dismiss"
        aria-label={dismissLabel}
        onClick={() => dismissNotice(notice.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
