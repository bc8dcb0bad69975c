// Fetches the chunks a widget's chunk imports at the same time as the widget's chunk, with
// <link rel="modulepreload">, instead of only once it has been downloaded and parsed: one round trip
// less before a widget mounts. The build writes the table (esbuild.config.ts, `chunkPreloadTable`).

/** Chunk files, relative to the entry script, and for each widget the indexes of the chunks its own imports. */
export interface ChunkPreloadTable {
  files: string[];
  widgets: Record<string, number[]>;
}

/** Replaced by the build with this build's table as a JSON string (a string stays in the entry, where an
 *  object would be hoisted into a chunk shared with the widgets); absent in unit tests. */
declare const FONDANT_CHUNK_PRELOADS: string | undefined;

export type ChunkPreloader = (widget: string) => void;

function builtTable(): ChunkPreloadTable | undefined {
  return typeof FONDANT_CHUNK_PRELOADS === 'undefined' ? undefined : (JSON.parse(FONDANT_CHUNK_PRELOADS) as ChunkPreloadTable);
}

export function createChunkPreloader(table: ChunkPreloadTable | undefined = builtTable(), base: string = import.meta.url): ChunkPreloader {
  const requested = new Set<string>();
  return (widget) => {
    for (const index of table?.widgets[widget] ?? []) {
      const file = table?.files[index];
      if (!file) continue;
      const href = new URL(file, base).href;
      if (requested.has(href)) continue;
      requested.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
}
