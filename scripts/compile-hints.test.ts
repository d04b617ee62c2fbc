import { resolve } from 'node:path';
import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { appCompiledEagerly } from './compile-hints';

function chunk(fileName: string, moduleIds: string[]) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    code: 'export{};',
  };
}

describe('the compile hint', () => {
  it("marks the app's chunk and React's DOM renderer, first in their files, and no other chunk", () => {
    const bundle = {
      'assets/app.js': chunk('assets/app.js', [
        resolve('src/web/app/router.tsx'),
        resolve('src/web/app/app.tsx'),
      ]),
      'assets/client.js': chunk('assets/client.js', [
        resolve('node_modules/react-dom/cjs/react-dom-client.production.js'),
        resolve('node_modules/react-dom/client.js'),
      ]),
      'assets/admin.js': chunk('assets/admin.js', [resolve('src/web/app/layouts/admin-layout.tsx')]),
      'assets/app.css': { type: 'asset', fileName: 'assets/app.css', source: '' },
    } as unknown as OutputBundle;
    const hook = appCompiledEagerly().generateBundle as {
      handler: (options: unknown, bundle: OutputBundle) => void;
    };
    hook.handler({}, bundle);
    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/app.js')).toBe('//# allFunctionsCalledOnLoad\nexport{};');
    expect(code('assets/client.js')).toBe('//# allFunctionsCalledOnLoad\nexport{};');
    expect(code('assets/admin.js')).toBe('export{};');
  });

  it("moves the app's source map down a line, so it still points at the right code", () => {
    const bundle = {
      'assets/app.js': chunk('assets/app.js', [resolve('src/web/app/app.tsx')]),
      'assets/app.js.map': {
        type: 'asset',
        fileName: 'assets/app.js.map',
        source: JSON.stringify({ version: 3, sources: ['app.tsx'], mappings: 'AAAA' }),
      },
    } as unknown as OutputBundle;
    const hook = appCompiledEagerly().generateBundle as {
      handler: (options: unknown, bundle: OutputBundle) => void;
    };
    hook.handler({}, bundle);
    const map = JSON.parse(String((bundle['assets/app.js.map'] as { source: string }).source));
    expect(map.mappings).toBe(';AAAA');
  });
});
