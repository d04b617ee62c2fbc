import { useEffect, useState } from 'react';
import classes from './player.module.css';

/**
 * The viewer's name and email drifting faintly over the picture: a screen recording carries who made
 * it. It moves every few seconds so it cannot be cropped or covered in one place.
 */
export function Watermark({ name, email }: { name: string; email: string }) {
  const [spot, setSpot] = useState({ top: 12, left: 8 });
  useEffect(() => {
    const timer = setInterval(() => {
      setSpot({ top: 5 + Math.random() * 75, left: 3 + Math.random() * 60 });
    }, 7_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={classes.watermark} style={{ top: `${spot.top}%`, left: `${spot.left}%` }} aria-hidden>
      {name} · {email}
    </div>
  );
}
