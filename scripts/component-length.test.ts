import { describe, expect, it } from 'vitest';
import { COMPONENT_LINE_LIMIT, componentLengths, longComponents } from './component-length';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('component length', () => {
  it('measures each way a component is declared, and leaves hooks and helpers out', () => {
    const text = [
      `export function Page() {\n${body(3)}\n  return null;\n}`,
      `export const Card = ({ title }: { title: string }) => {\n${body(1)}\n  return title;\n};`,
      `const Row = memo(function Row() {\n  return null;\n});`,
      `export default function usePlayer() {\n${body(200)}\n}`,
      `const formatPrice = (n: number) => {\n${body(200)}\n  return n;\n};`,
      `function Outer() {\n  const Inner = () => null;\n  return Inner;\n}`,
    ].join('\n\n');
    expect(componentLengths('demo.tsx', text)).toEqual([
      { file: 'demo.tsx', name: 'Page', lines: 6 },
      { file: 'demo.tsx', name: 'Card', lines: 4 },
      { file: 'demo.tsx', name: 'Row', lines: 3 },
      { file: 'demo.tsx', name: 'Outer', lines: 4 },
      { file: 'demo.tsx', name: 'Inner', lines: 1 },
    ]);
  });

  it(`finds no component in src/web over ${COMPONENT_LINE_LIMIT} lines`, () => {
    const named = longComponents('src/web').map(
      ({ file, name, lines }) => `${file}: ${name} (${lines} lines)`,
    );
    expect(named).toEqual([]);
  });
});
