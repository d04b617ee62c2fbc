import { PlayerView } from './player-view';

/** vodfull (/vodfull/:contentsid) — the video filling the window; the layout hides header and footer. */
export default function VodfullPage() {
  return <PlayerView mode="full" />;
}
