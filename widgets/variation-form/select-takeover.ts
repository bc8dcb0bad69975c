// React renders the options of the server's attribute selects: the server's own options are set aside while the
// form is mounted and put back at unmount, each select keeping the choice it had then.
import type { MountContext } from '../../core/registry/define-widget.ts';

/** `render` must fill the emptied selects synchronously, so they are never seen empty. */
export function renderIntoSelects(context: MountContext<unknown>, selects: readonly HTMLSelectElement[], render: () => void): void {
  const serverOptions = selects.map((select) => [...select.options]);
  let choicesAtUnmount = selects.map((select) => select.value);
  // Cleanups run last-registered first: the choices are read before React's unmount empties the selects, and
  // the server's options come back after it.
  context.onCleanup(() => {
    selects.forEach((select, index) => {
      select.replaceChildren(...serverOptions[index]!);
      select.value = choicesAtUnmount[index]!;
    });
  });
  selects.forEach((select) => select.replaceChildren());
  render();
  context.onCleanup(() => (choicesAtUnmount = selects.map((select) => select.value)));
}
