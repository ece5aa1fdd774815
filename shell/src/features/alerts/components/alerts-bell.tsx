// The bell in the header of a signed-in visitor: its unread count (from the shared store, fetched
// after the page is interactive) and, on a click, the panel listing the alerts. The panel's code
// is a chunk of its own, loaded at the first opening (or when the pointer or focus comes near),
// so the start-up bundle carries the button alone. The panel closes on any navigation.
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAlertsUnreadCount } from '../api/use-alerts-unread-count';
import { alertsBadgeText, alertsButtonLabel } from '../alerts-label';
import { StyledBadge, StyledBellButton } from './alerts-bell.styles';

const loadPanel = () => import('./alerts-panel');
const AlertsPanel = lazy(loadPanel);

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function AlertsBell({ userId }: { userId: string }) {
  const unreadCount = useAlertsUnreadCount(userId);
  const location = useLocation();
  const panelId = useId();
  // Open only for the location it was opened on: a navigation (opening an alert's car) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  // Mounted from the first opening on, so closing it keeps its chunk and list for the next one.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const close = useCallback(() => setOpenedAt(null), []);
  const preloadPanel = () => void loadPanel();

  return (
    <>
      <StyledBellButton
        type="button"
        aria-label={alertsButtonLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setPanelLoaded(true);
          setOpenedAt(location.key);
        }}
      >
        <BellIcon />
        {unreadCount ? (
          <StyledBadge aria-hidden="true" data-testid="alerts-badge">
            {alertsBadgeText(unreadCount)}
          </StyledBadge>
        ) : null}
      </StyledBellButton>
      {panelLoaded && (
        <Suspense fallback={null}>
          <AlertsPanel id={panelId} userId={userId} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
