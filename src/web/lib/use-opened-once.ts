import { useState } from 'react';

/**
 * True from the first time `opened` is: an overlay whose code loads on first use mounts then, and
 * stays mounted so that it can play its closing transition and keep its state.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
