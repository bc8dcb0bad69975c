// Mounts a React tree into a widget's element and unmounts the root when the element goes away. A render error
// goes to the widget's guard (reported like any handler's) and leaves the element empty, in the React build and in
// the lite build alike: through an error boundary, which preact/compat implements (createRoot's onUncaughtError
// option is React's only).
// Importing this module (from a React widget's chunk) is what pulls React in: never from the entry.
import { Component, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MountContext } from '../registry/define-widget.ts';

interface ReportErrorsProps {
  report: (error: unknown) => void;
  children: ReactNode;
}

class ReportErrors extends Component<ReportErrorsProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.report(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function renderReact(context: MountContext<unknown>, tree: ReactNode, container: Element = context.element): Root {
  // The boundary reports the error itself: React's own console report of a caught error would say it twice.
  const root = createRoot(container, { onCaughtError: () => {} });
  const report = context.guard((error: unknown) => { throw error; });
  root.render(createElement(ReportErrors, { report, children: tree }));
  context.onCleanup(() => root.unmount());
  return root;
}
