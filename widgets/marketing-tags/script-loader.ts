// Adds a third-party script to the page once: asynchronous, at the end of <head>, unless a script with the same
// address is already there (the page's own copy, or an earlier mount's). Calls back when it has loaded.
import { setScriptSource } from '../../core/dom/trusted-types.ts';

export function addScriptOnce(src: string, onLoad: () => void = () => {}, id = ''): void {
  const present = Array.from(document.scripts).some((script) => script.getAttribute('src') === src);
  if (present) return;
  const script = document.createElement('script');
  script.async = true;
  setScriptSource(script, src);
  if (id) script.id = id;
  script.addEventListener('load', onLoad);
  document.head.append(script);
}
