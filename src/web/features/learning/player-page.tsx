import { PlayerView } from './player-view';

/** /player/:contentsid — the course player in the empty layout. */
export default function PlayerPage() {
  return <PlayerView mode="panel" />;
}
