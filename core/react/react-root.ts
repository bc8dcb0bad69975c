// Mounts a React tree into a widget's element and unmounts the root when the element goes away.
// Importing this module (from a React widget's chunk) is what pulls React in: never from the entry.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MountContext } from '../registry/define-widget.ts';

export function renderReact(context: MountContext<unknown>, tree: ReactNode, container: Element = context.element): Root {
  const root = createRoot(container, {
    onUncaughtError: (error) => context.guard(() => { throw error; })(),
  });
  root.render(tree);
  context.onCleanup(() => root.unmount());
  return root;
}
