// The bell's panel (a side sheet: focus moves in, Tab stays in, Escape and the close button give
// focus back to the bell): the user's alerts, newest first, unread ones marked for the eye and
// for screen readers; opening one marks it read; Mark all as read; Show more alerts appends the
// next page and takes the focus to its first alert. Its own chunk (AlertsBell).
import { useEffect, useRef, useState, type Ref } from 'react';
import {
  alertsUnreadCountAtom,
  alertTitle,
  apiErrorMessage,
  Button,
  ErrorText,
  formatIndianNumber,
  Sheet,
  useAtomValue,
  VisuallyHidden,
  type Alert,
  type AlertCar,
} from '@carmarket/shared';
import { alertsOfPages, useAlerts, useMarkAlertsRead } from '../api/use-alerts';
import {
  StyledAlertLink,
  StyledAlertList,
  StyledAlertText,
  StyledAlertTitle,
  StyledCarPicture,
  StyledMarkAllButton,
  StyledMoreAlerts,
  StyledPanelBody,
  StyledPanelStatus,
  StyledPanelToolbar,
  StyledUnreadDot,
} from './alerts-panel.styles';

export const ALERTS_LOAD_FAILED = 'Could not load your alerts. Please try again.';
export const ALERTS_MARK_FAILED = 'Could not mark your alerts as read. Please try again.';
export const ALERTS_MORE_FAILED = 'Could not load more alerts. Please try again.';

export interface AlertsPanelProps {
  id: string;
  userId: string;
  open: boolean;
  onClose: () => void;
}

const carNameOf = (car: AlertCar) => car.carName.trim() || [car.brand, car.model, car.variant].filter(Boolean).join(' ');

interface AlertItemProps {
  alert: Alert;
  onOpen: (alert: Alert) => void;
  linkRef?: Ref<HTMLAnchorElement>;
}

function AlertItem({ alert, onOpen, linkRef }: AlertItemProps) {
  const { car } = alert;
  const unread = alert.readAt === null;
  return (
    <li>
      <StyledAlertLink ref={linkRef} to={car.url} $unread={unread} onClick={() => onOpen(alert)}>
        {car.image ? (
          <StyledCarPicture src={car.image.thumbUrl} alt="" width={96} height={64} loading="lazy" decoding="async" />
        ) : (
          <StyledCarPicture as="span" aria-hidden="true" />
        )}
        <StyledAlertText>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          <StyledAlertTitle>{alertTitle(alert)}</StyledAlertTitle>
          <span>{carNameOf(car)}</span>
          <small>
            {[String(car.manufacturingYear), `${formatIndianNumber(car.kmDriven)} km`, car.city, car.isSold ? 'Sold' : null]
              .filter(Boolean)
              .join(' · ')}
          </small>
        </StyledAlertText>
        {unread && <StyledUnreadDot aria-hidden="true" />}
      </StyledAlertLink>
    </li>
  );
}

export default function AlertsPanel({ id, userId, open, onClose }: AlertsPanelProps) {
  const { data, alerts, error, isPending, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useAlerts(userId, open);
  const markRead = useMarkAlertsRead(userId);
  // Unread ones may be past the pages shown: the store's count (the API's last answer) knows.
  const unreadCount = useAtomValue(alertsUnreadCountAtom);
  const anyUnread = alerts.some((alert) => alert.readAt === null) || (unreadCount ?? 0) > 0;

  // After Show more alerts: the first alert it added takes the focus once it is on screen. Its link
  // saying what it is is the whole announcement (no live region repeating the list).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstAddedRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusIndex === null || alerts.length <= focusIndex) return;
    firstAddedRef.current?.focus();
    setFocusIndex(null);
  }, [alerts.length, focusIndex]);

  const showMore = async () => {
    if (isFetchingNextPage) return;
    const shown = alerts.length;
    const result = await fetchNextPage();
    // A page that added nothing new (its alerts were already shown) leaves the focus where it is.
    setFocusIndex(alertsOfPages(result.data?.pages ?? []).length > shown ? shown : null);
  };

  let content;
  if (error && !data) {
    content = (
      <StyledPanelStatus>
        <ErrorText role="alert">{apiErrorMessage(error, ALERTS_LOAD_FAILED)}</ErrorText>
        <Button type="button" $variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          Retry
        </Button>
      </StyledPanelStatus>
    );
  } else if (isPending) {
    content = <StyledPanelStatus role="status">Loading alerts…</StyledPanelStatus>;
  } else if (alerts.length === 0) {
    content = <StyledPanelStatus>No alerts yet</StyledPanelStatus>;
  } else {
    content = (
      <>
        <StyledAlertList aria-label="Alerts, newest first">
          {alerts.map((alert, index) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              linkRef={index === focusIndex ? firstAddedRef : undefined}
              onOpen={(opened) => {
                if (opened.readAt === null) markRead.mutate({ ids: [opened.id] });
              }}
            />
          ))}
        </StyledAlertList>
        {isFetchNextPageError && <ErrorText role="alert">{apiErrorMessage(error, ALERTS_MORE_FAILED)}</ErrorText>}
        {hasNextPage && (
          <StyledMoreAlerts>
            {/* aria-disabled while the page loads: the button keeps the focus (a failure leaves it there to try again). */}
            <Button type="button" $variant="secondary" aria-disabled={isFetchingNextPage} onClick={() => void showMore()}>
              Show more alerts
            </Button>
          </StyledMoreAlerts>
        )}
      </>
    );
  }

  return (
    <Sheet open={open} onClose={onClose} side="right" title="Alerts" closeLabel="Close alerts">
      <StyledPanelBody id={id}>
        {data && alerts.length > 0 && (
          <StyledPanelToolbar>
            {/* aria-disabled, not disabled: the button keeps the focus once all are read, so it stays
                in the dialog (Tab and Escape keep working) instead of falling to the page. */}
            <StyledMarkAllButton
              type="button"
              $variant="ghost"
              aria-disabled={!anyUnread || markRead.isPending}
              onClick={() => {
                if (anyUnread && !markRead.isPending) markRead.mutate({ all: true });
              }}
            >
              Mark all as read
            </StyledMarkAllButton>
          </StyledPanelToolbar>
        )}
        {markRead.isError && <ErrorText role="alert">{apiErrorMessage(markRead.error, ALERTS_MARK_FAILED)}</ErrorText>}
        {content}
      </StyledPanelBody>
    </Sheet>
  );
}
