/** One measured figure, as each bench script writes it and bench/run.mjs prints and stores it. */
export interface Figure {
  section: string;
  name: string;
  value: number | string;
  unit: string;
  /** The DESIGN.md §8 / issue 9 target, in words (absent for figures reported without one). */
  target?: string;
  pass?: boolean;
  note?: string;
}
