// Adding a third-party script once: asynchronous, with its id, a callback on load, nothing when already present.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addScriptOnce } from './script-loader.ts';

// The script is not fetched here: happy-dom counts it as loaded.
(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

describe('addScriptOnce', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('adds an asynchronous script with its id, and calls back when it has loaded', async () => {
    const loaded = vi.fn();
    addScriptOnce('/sa.js?key=k1', loaded, 'sendinblue-js');
    const script = document.querySelector<HTMLScriptElement>('head > script#sendinblue-js');
    expect(script?.getAttribute('src')).toBe('/sa.js?key=k1');
    expect(script?.async).toBe(true);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
  });

  it('adds nothing when the page already has a script with that address', () => {
    const own = document.createElement('script');
    own.setAttribute('src', '/core.js');
    document.body.append(own);
    addScriptOnce('/core.js');
    addScriptOnce('/pinit.js');
    addScriptOnce('/pinit.js');
    expect(Array.from(document.scripts, (script) => script.getAttribute('src'))).toEqual(['/pinit.js', '/core.js']);
  });
});
