// Accessible dialog and sheet: portal, role=dialog, labelled title, focus trap, Escape,
// backdrop click, and the shared body scroll lock.
import { useId, useRef, type ReactNode, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './body-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import { StyledBackdrop, StyledCloseButton, StyledDialog, StyledDialogHeader, StyledSheet, StyledSheetBackdrop } from './modal.styles';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  /** Accessible name for the close button. */
  closeLabel?: string;
  hideTitle?: boolean;
  role?: 'dialog' | 'alertdialog';
}

function useDialogBehaviour(open: boolean, onClose: () => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  useFocusTrap(dialogRef, open, onClose);
  const onBackdropMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  return { dialogRef, onBackdropMouseDown };
}

/** The title (hidden from sight but not from screen readers when asked) and the close button. */
function DialogHeader({
  titleId,
  title,
  hideTitle,
  closeLabel,
  onClose,
}: Pick<ModalProps, 'title' | 'hideTitle' | 'onClose'> & { titleId: string; closeLabel: string }) {
  return (
    <StyledDialogHeader>
      <h2 id={titleId} style={hideTitle ? { position: 'absolute', left: -9999 } : undefined}>
        {title}
      </h2>
      <StyledCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
        ×
      </StyledCloseButton>
    </StyledDialogHeader>
  );
}

export function Modal({ open, title, onClose, children, width, closeLabel = 'Close', hideTitle, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const { dialogRef, onBackdropMouseDown } = useDialogBehaviour(open, onClose);
  if (!open) return null;
  return createPortal(
    <StyledBackdrop onMouseDown={onBackdropMouseDown} data-testid="modal-backdrop">
      <StyledDialog ref={dialogRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $width={width}>
        <DialogHeader titleId={titleId} title={title} hideTitle={hideTitle} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}

export interface SheetProps extends Omit<ModalProps, 'width' | 'role'> {
  side?: 'bottom' | 'left' | 'right';
  fullScreen?: boolean;
}

/** Bottom sheet or side drawer with the same dialog behaviour as Modal. */
export function Sheet({ open, title, onClose, children, side = 'bottom', fullScreen, closeLabel = 'Close', hideTitle }: SheetProps) {
  const titleId = useId();
  const { dialogRef, onBackdropMouseDown } = useDialogBehaviour(open, onClose);
  if (!open) return null;
  return createPortal(
    <StyledSheetBackdrop $side={side} onMouseDown={onBackdropMouseDown} data-testid="sheet-backdrop">
      <StyledSheet ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $side={side} $full={fullScreen}>
        <DialogHeader titleId={titleId} title={title} hideTitle={hideTitle} closeLabel={closeLabel} onClose={onClose} />
        {children}
      </StyledSheet>
    </StyledSheetBackdrop>,
    document.body,
  );
}
