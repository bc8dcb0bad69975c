// The sort dropdown submits its form when an order is chosen (woocommerce.js "Sort order"), with
// requestSubmit so the page's submit listeners run (and may cancel); a plugin's jQuery `change` counts too.
// On Windows and Linux, arrow keys and type-ahead on the closed select change it one option at a time, each
// with a `change`: submitting then would reload the page at the first key press (WCAG 3.2.2, failure F37).
// Such key-made changes wait for Enter on the select or the form's own submit button; a pick from the open
// list (mouse, touch, or Enter/Space-opened list) submits at once.
import type { MountContext } from '../../core/registry/define-widget.ts';

export function submitOnChoice({ element, listen, on }: MountContext<unknown>): void {
  const select = element.querySelector<HTMLSelectElement>('select.orderby');
  const form = select?.form;
  if (!select || !form) return;
  /** True while a key press on the select is being handled: the `change` it makes fires within it. */
  let keyDown = false;
  let changedByKeys = false;

  const submit = () => {
    changedByKeys = false;
    form.requestSubmit();
  };
  listen(select, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      if (!changedByKeys) return;
      event.preventDefault();
      submit();
      return;
    }
    keyDown = true;
    setTimeout(() => {
      keyDown = false;
    }, 0);
  });
  on(
    'change',
    () => {
      if (keyDown) changedByKeys = true;
      else submit();
    },
    { target: select },
  );
}
