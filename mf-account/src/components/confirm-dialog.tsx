// A yes/no question in the shared Modal (alertdialog), with a busy state and the error of a failed action.
import { Button, ErrorText, Modal } from '@carmarket/shared';
import { StyledDialogActions, StyledDialogText } from './screen.styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  error,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} role="alertdialog" width="420px">
      {description && <StyledDialogText>{description}</StyledDialogText>}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StyledDialogActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {busy ? 'Please wait…' : confirmLabel}
        </Button>
      </StyledDialogActions>
    </Modal>
  );
}
