// What assistive technology gets instead of the ticking digits: the sections and separators hidden from it (the
// heading stays), and a visually hidden polite status at the end of the module carrying the summary, inserted with
// its first text (not announced as a change) and rewritten only when that text changes. Undone at unmount.
import type { MountContext } from '../../core/registry/define-widget.ts';

function createStatus(text: string): HTMLElement {
  const status = document.createElement('div');
  status.className = 'screen-reader-text';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.textContent = text;
  return status;
}

/** Hides the container's sections from assistive technology and returns what says the summary in their place. */
export function speakInsteadOfDigits({ onCleanup }: Pick<MountContext<unknown>, 'onCleanup'>, module: HTMLElement, container: HTMLElement): (summary: string) => void {
  const digits = [...container.querySelectorAll<HTMLElement>('.section')].filter((section) => !section.hasAttribute('aria-hidden'));
  for (const section of digits) section.setAttribute('aria-hidden', 'true');
  let status: HTMLElement | undefined;
  onCleanup(() => {
    for (const section of digits) section.removeAttribute('aria-hidden');
    status?.remove();
  });
  return (summary) => {
    if (status) {
      if (status.textContent !== summary) status.textContent = summary;
      return;
    }
    status = createStatus(summary);
    module.append(status);
  };
}
