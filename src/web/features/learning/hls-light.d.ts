// hls.js ships no declarations for its "light" build (no alternate audio, HLS subtitles or DRM —
// this player needs none of them); its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
