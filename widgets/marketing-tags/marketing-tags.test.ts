// The widget's mount: each configured service starts when its own consent category is granted, not before.
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './marketing-tags.ts';

// The trackers' scripts are not fetched here: happy-dom counts them as loaded.
(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

type Win = { pintrk?: { queue?: unknown[][] }; sib?: { equeue: unknown[] }; wp_has_consent?: (category: string) => boolean };
const win = window as unknown as Win;

const config = document.createElement('script');
config.type = 'application/json';
config.id = 'fondant-config';
config.textContent = JSON.stringify({
  marketingTags: {
    pinterestTag: { tagId: '2613', events: [{ name: 'PageVisit', data: { event_id: 'page1' } }], src: '/core.js' },
    brevoTracker: { clientKey: 'k1', src: '/sa.js', consent: 'statistics' },
  },
});
document.head.append(config);

function change(detail: Record<string, string>): void {
  document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
}

describe('marketing-tags mount', () => {
  afterAll(() => {
    delete win.wp_has_consent;
    delete win.pintrk;
    delete win.sib;
  });

  it('starts each configured service when its own category is granted, not before', async () => {
    win.wp_has_consent = () => false;
    const mounted = testMount<NoAttributes>(document.body, {});
    await mount(mounted.context);
    expect(win.pintrk).toBeUndefined();
    expect(win.sib).toBeUndefined();

    change({ statistics: 'allow' });
    expect(win.sib?.equeue).toEqual([{ page: [] }]);
    expect(win.pintrk).toBeUndefined();
    expect(document.querySelector('script[src="/core.js"]')).toBeNull();

    change({ marketing: 'allow' });
    expect(win.pintrk?.queue).toEqual([['load', '2613', { np: 'woocommerce' }], ['page'], ['track', 'PageVisit', { event_id: 'page1' }]]);
    expect(document.querySelectorAll('script[src="/core.js"], script[src="/sa.js?key=k1"]')).toHaveLength(2);
    expect(mounted.errors).toEqual([]);
    mounted.unmount();
  });
});
