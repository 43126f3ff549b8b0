import { useEffect, useState } from 'react';

/**
 * Seconds left before another verification code may be requested (spec §4: 60 s). Kept as an
 * end time, so a form restored from its draft resumes the same countdown.
 */
export function useCountdown(initialEndsAt = 0) {
  const [endsAt, setEndsAt] = useState(initialEndsAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  return {
    remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)),
    endsAt,
    start(seconds: number) {
      const time = Date.now();
      setNow(time);
      setEndsAt(time + seconds * 1000);
    },
  };
}
