// The resend countdown of spec §2/§9: 30 s from each successful send. Counts against a deadline,
// not ticks, so a throttled background tab still shows the right number.
import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@carmarket/shared';

export function useOtpCountdown(seconds: number = OTP_RESEND_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, [seconds]);

  return { secondsLeft, restart };
}
