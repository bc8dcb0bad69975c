// The table of legacy WordPress script handles Fondant replaces, read from the widget declarations' `replaces`
// fields as source text (the build never executes the declarations, and the field is stripped from the entry
// bundle so its strings cost the entry nothing). The WordPress plugin reads the table from
// dist/legacy-handles.json: handle → the widgets that provide its behaviour.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface DeclarationSource {
  /** The widget's folder, which is also its name. */
  widget: string;
  source: string;
}

/** `replaces: ['a', "b"],` inside a declaration, with its strings. */
const REPLACES_FIELD = /^[ \t]*replaces:\s*\[([^\]]*)\],?[ \t]*\r?\n?/m;
const STRING_LITERAL = /'([^'\\]*)'|"([^"\\]*)"/g;

/** The handles a declaration's `replaces` field lists, in order; [] when it has none. */
export function replacedHandles(source: string): string[] {
  const field = REPLACES_FIELD.exec(source);
  if (!field) return [];
  const list = field[1]!;
  const handles = [...list.matchAll(STRING_LITERAL)].map((match) => match[1] ?? match[2]!);
  const rest = list.replace(STRING_LITERAL, '').replace(/[\s,]/g, '');
  if (rest !== '') throw new Error(`[fondant] replaces must list string literals only, found "${rest}"`);
  return handles;
}

/** The declaration without its `replaces` field (what the entry bundle gets). */
export function stripReplaces(source: string): string {
  return source.replace(REPLACES_FIELD, '');
}

/** handle → widgets providing its behaviour; handles and widgets sorted, so the file is stable. */
export function legacyHandleTable(declarations: readonly DeclarationSource[]): Record<string, string[]> {
  const table = new Map<string, Set<string>>();
  for (const { widget, source } of declarations) {
    for (const handle of replacedHandles(source)) {
      if (!/^[A-Za-z0-9_.-]+$/.test(handle)) throw new Error(`[fondant] ${widget}: "${handle}" is not a WordPress script handle`);
      if (!table.has(handle)) table.set(handle, new Set());
      table.get(handle)!.add(widget);
    }
  }
  return Object.fromEntries([...table.keys()].sort().map((handle) => [handle, [...table.get(handle)!].sort()]));
}

/** Every widgets/<name>/<name>.widget.ts under root, as source text. */
export async function readDeclarations(root: string): Promise<DeclarationSource[]> {
  const folders = (await readdir(path.join(root, 'widgets'), { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const declarations: DeclarationSource[] = [];
  for (const folder of folders.map((entry) => entry.name).sort()) {
    const file = path.join(root, 'widgets', folder, `${folder}.widget.ts`);
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source !== undefined) declarations.push({ widget: folder, source });
  }
  return declarations;
}
