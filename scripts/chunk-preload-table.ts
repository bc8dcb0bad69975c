// The build's table of what each widget's chunk imports, for core/registry/chunk-preload.ts: read from the
// esbuild metafile, every chunk a widget's chunk needs before it can run (its static imports, transitively,
// the React vendor chunk included), as paths relative to the entry script.
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { ChunkPreloadTable } from '../core/registry/chunk-preload.ts';

/** `widgets/<name>/<name>.widget.ts`: a widget's declaration, in the folder named after the widget. */
const DECLARATION = /^widgets\/([^/]+)\/\1\.widget\.ts$/;

export function widgetOfDeclaration(file: string): string | null {
  return DECLARATION.exec(file)?.[1] ?? null;
}

function staticImports(metafile: Metafile, output: string): string[] {
  return (metafile.outputs[output]?.imports ?? [])
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => (imported.external ? path.posix.join(path.posix.dirname(output), imported.path) : imported.path));
}

function closure(metafile: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const queue = staticImports(metafile, output);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImports(metafile, next));
  }
  return [...seen].sort();
}

/** Output chunk of each module that is the target of a dynamic import (esbuild names it its entryPoint). */
function chunkOfModule(metafile: Metafile, module: string): string | undefined {
  return Object.keys(metafile.outputs).find((output) => metafile.outputs[output]?.entryPoint === module && output.endsWith('.js'));
}

export function chunkPreloadTable(metafile: Metafile, entryOutput: string): ChunkPreloadTable {
  const entry = metafile.outputs[entryOutput];
  if (!entry) throw new Error(`[fondant] the metafile has no ${entryOutput}`);
  const base = path.posix.dirname(entryOutput);
  const files: string[] = [];
  const widgets: Record<string, number[]> = {};
  for (const declaration of Object.keys(entry.inputs)) {
    const widget = widgetOfDeclaration(declaration);
    const lazy = metafile.inputs[declaration]?.imports.find((imported) => imported.kind === 'dynamic-import');
    const chunk = lazy && chunkOfModule(metafile, lazy.path);
    if (!widget || !chunk) continue;
    widgets[widget] = closure(metafile, chunk).map((output) => {
      const file = path.posix.relative(base, output);
      if (!files.includes(file)) files.push(file);
      return files.indexOf(file);
    });
  }
  return { files, widgets };
}
