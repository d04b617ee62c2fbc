import { useEffect, useState } from 'react';

/** A cue's text without its WebVTT markup (<i>, <b>, <v Speaker>): the overlay shows plain lines. */
function cueText(cue: TextTrackCue): string {
  return 'getCueAsHTML' in cue ? ((cue as VTTCue).getCueAsHTML().textContent ?? '') : '';
}

/**
 * The text of the chosen caption track's cues showing now (index -1: captions off). The track runs
 * "hidden", not "showing": the browser would draw the cues at the bottom of the video, under the
 * player's control bar, so the player draws them itself above it.
 */
export function useCaptionCues(video: HTMLVideoElement | null, index: number): string[] {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    if (!video) return;
    const tracks = Array.from(video.textTracks);
    tracks.forEach((track, position) => {
      track.mode = position === index ? 'hidden' : 'disabled';
    });
    const track = tracks[index];
    if (!track) {
      setLines([]);
      return;
    }
    const update = () => setLines(Array.from(track.activeCues ?? [], cueText).filter(Boolean));
    update();
    track.addEventListener('cuechange', update);
    return () => track.removeEventListener('cuechange', update);
  }, [video, index]);
  return lines;
}
