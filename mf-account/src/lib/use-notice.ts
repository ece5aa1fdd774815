// The status line of an account screen: what the last action did, in green or red.
import { useCallback, useState } from 'react';
import { errorMessage } from './error-message';

export interface Notice {
  text: string;
  tone?: 'success' | 'danger';
}

export function useNotice(initial: Notice = { text: '' }) {
  const [notice, setNotice] = useState<Notice>(initial);

  /** Runs an action and reports it: its success text, or the server's message (else `failure`). */
  const report = useCallback(async <T>(action: () => Promise<T>, success: (answer: T) => string, failure: string) => {
    try {
      const answer = await action();
      setNotice({ text: success(answer), tone: 'success' });
    } catch (error) {
      setNotice({ text: errorMessage(error, failure), tone: 'danger' });
    }
  }, []);

  return { notice, setNotice, report };
}
