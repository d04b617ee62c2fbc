// fontverter ships no types; the one call the page fonts' tests make (the worker is plain JavaScript).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
