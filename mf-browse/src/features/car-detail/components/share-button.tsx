import { useState } from 'react';
import { Button } from '@carmarket/shared';
import { shareLink, type ShareOutcome } from '@carmarket/shared/share-link';

const FEEDBACK: Partial<Record<ShareOutcome, string>> = {
  copied: 'Link copied to clipboard',
  failed: 'Could not share. Copy the address from the address bar.',
};

export function ShareButton({ title, label = 'Share' }: { title: string; label?: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={async () => setOutcome(await shareLink({ title, url: window.location.href }))}>
        {label}
      </Button>
      <span role="status">{outcome ? FEEDBACK[outcome] : null}</span>
    </>
  );
}
