// An action that asks first (ConfirmDialog): what it is about, busy while it runs, its failure
// shown in the dialog, and the dialog closed once it succeeds or is cancelled.
import { useState } from 'react';
import { errorMessage } from './error-message';

export function useConfirmation<Target>(failure: string) {
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setTarget(null);
    setError(null);
  };

  /** Runs `action` on the target the user confirmed; a failure stays in the dialog. */
  const confirm = async (action: (target: Target) => Promise<void>) => {
    if (target === null) return;
    setBusy(true);
    setError(null);
    try {
      await action(target);
      setTarget(null);
    } catch (caught) {
      setError(errorMessage(caught, failure));
    } finally {
      setBusy(false);
    }
  };

  return { target, ask: setTarget, confirm, dialog: { busy, error, onCancel: cancel } };
}
