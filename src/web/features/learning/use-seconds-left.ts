import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (a Date.now() value), ticking each second; 0 once it has passed. */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
