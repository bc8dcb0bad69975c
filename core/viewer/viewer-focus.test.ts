// An Escape pressed while the viewer's opening animation runs (PhotoSwipe ignores close() then) closes the viewer
// once the opening has ended; an Escape once open is PhotoSwipe's own.
import type PhotoSwipe from 'photoswipe';
import { describe, expect, it, vi } from 'vitest';
import { closeOnEscapeWhileOpening } from './viewer-focus.ts';

function fakeViewer(isOpening: boolean) {
  const handlers = new Map<string, (event: { originalEvent: KeyboardEvent }) => void>();
  const pswp = {
    opener: { isOpening },
    close: vi.fn(),
    on: (name: string, handler: (event: { originalEvent: KeyboardEvent }) => void) => handlers.set(name, handler),
  };
  closeOnEscapeWhileOpening(pswp as unknown as PhotoSwipe);
  const fire = (name: string, key = '') => handlers.get(name)?.({ originalEvent: new KeyboardEvent('keydown', { key }) });
  return { pswp, fire };
}

describe('closeOnEscapeWhileOpening', () => {
  it('closes at the end of the opening after an Escape pressed during it', () => {
    const { pswp, fire } = fakeViewer(true);
    fire('keydown', 'ArrowRight');
    fire('openingAnimationEnd');
    expect(pswp.close).not.toHaveBeenCalled();
    fire('keydown', 'Escape');
    fire('openingAnimationEnd');
    expect(pswp.close).toHaveBeenCalledOnce();
  });

  it('leaves an Escape once open to PhotoSwipe', () => {
    const { pswp, fire } = fakeViewer(false);
    fire('keydown', 'Escape');
    fire('openingAnimationEnd');
    expect(pswp.close).not.toHaveBeenCalled();
  });
});
