import { useEffect, useState } from 'react';

/**
 * Seconds left until the deadline, ticking each second; null without one. Shown from the browser's
 * clock: the server keeps the real deadline and refuses answers after it (decision 100).
 */
export function useSecondsLeft(deadlineAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt ? Math.max(0, Math.ceil((Date.parse(deadlineAt) - now) / 1000)) : null;
}

export function formatSecondsLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
