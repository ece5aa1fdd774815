// The bell's panel (a side sheet: focus moves in, Tab stays in, Escape and the close button give
// focus back to the bell): the user's alerts, newest first, unread ones marked for the eye and
// for screen readers; opening one marks it read; Mark all as read. Its own chunk (AlertsBell).
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
import { useAlerts, useMarkAlertsRead } from '../api/use-alerts';
import {
  StyledAlertLink,
  StyledAlertList,
  StyledAlertText,
  StyledAlertTitle,
  StyledCarPicture,
  StyledMarkAllButton,
  StyledPanelBody,
  StyledPanelStatus,
  StyledPanelToolbar,
  StyledUnreadDot,
} from './alerts-panel.styles';

export const ALERTS_LOAD_FAILED = 'Could not load your alerts. Please try again.';
export const ALERTS_MARK_FAILED = 'Could not mark your alerts as read. Please try again.';

export interface AlertsPanelProps {
  id: string;
  userId: string;
  open: boolean;
  onClose: () => void;
}

const carNameOf = (car: AlertCar) => car.carName.trim() || [car.brand, car.model, car.variant].filter(Boolean).join(' ');

function AlertItem({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const { car } = alert;
  const unread = alert.readAt === null;
  return (
    <li>
      <StyledAlertLink to={car.url} $unread={unread} onClick={() => onOpen(alert)}>
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
  const { data, error, isPending, isFetching, refetch } = useAlerts(userId, open);
  const markRead = useMarkAlertsRead(userId);
  const alerts = data?.alerts ?? [];
  // Unread ones may be past the first page: the store's count (the API's last answer) knows.
  const unreadCount = useAtomValue(alertsUnreadCountAtom);
  const anyUnread = alerts.some((alert) => alert.readAt === null) || (unreadCount ?? 0) > 0;

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
      <StyledAlertList aria-label="Alerts, newest first">
        {alerts.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            onOpen={(opened) => {
              if (opened.readAt === null) markRead.mutate({ ids: [opened.id] });
            }}
          />
        ))}
      </StyledAlertList>
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
