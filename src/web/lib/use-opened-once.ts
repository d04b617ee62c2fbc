import { useEffect, useState } from 'react';

/**
 * True from the first time `opened` is: an overlay whose code loads on first use mounts then, and
 * stays mounted so that it can play its closing transition and keep its state.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}

/**
 * `opened`, but false on an overlay's first render. Mantine's Modal and Drawer note where the focus
 * was when they open, to give it back when they close; one that mounts already open never sees
 * itself open, and leaves the focus nowhere.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
