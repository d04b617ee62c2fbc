import classes from './player.module.css';

/** The captions showing now, drawn by the player above its control bar (use-caption-cues.ts). */
export function CaptionLines({ lines }: { lines: string[] }) {
  return (
    <div className={classes.captions} aria-hidden data-testid="player-captions">
      {lines.map((line, index) => (
        <span key={index} className={classes.cue}>
          {line}
        </span>
      ))}
    </div>
  );
}
