// The frame every account screen shares: the document title, a section labelled by its h1, the
// header's actions, an optional toolbar (a search landmark when it searches) and the status line
// that says what the last action did.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@carmarket/shared';
import type { Notice } from '../lib/use-notice';
import { StyledNotice, StyledScreen, StyledScreenHeader, StyledToolbar } from './screen.styles';

interface AccountScreenProps {
  /** Prefix of the heading's id (`<id>-title`). */
  id: string;
  title: string;
  actions?: ReactNode;
  toolbar?: ReactNode;
  /** The toolbar searches the list (role="search"). */
  searches?: boolean;
  /** Shown in a status line when given. */
  notice?: Notice;
  children: ReactNode;
}

export function AccountScreen({ id, title, actions, toolbar, searches = false, notice, children }: AccountScreenProps) {
  useDocumentTitle(title);
  return (
    <StyledScreen aria-labelledby={`${id}-title`}>
      <StyledScreenHeader>
        <h1 id={`${id}-title`}>{title}</h1>
        {actions}
      </StyledScreenHeader>
      {toolbar && <StyledToolbar role={searches ? 'search' : undefined}>{toolbar}</StyledToolbar>}
      {notice && (
        <StyledNotice role="status" $tone={notice.tone}>
          {notice.text}
        </StyledNotice>
      )}
      {children}
    </StyledScreen>
  );
}
