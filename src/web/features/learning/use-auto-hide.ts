import { useEffect, useRef, useState } from 'react';

/** Shown on `reveal`, hidden again after `ms` without another. */
export function useAutoHide(ms: number) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reveal = () => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), ms);
  };
  return { visible, reveal };
}
