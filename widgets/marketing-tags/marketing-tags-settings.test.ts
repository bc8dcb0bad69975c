// The marketingTags config: every service off without it or without its id, defaults, each service's consent category
// and the extension probe's address.
import { describe, expect, it } from 'vitest';
import { BREVO_TRACKER_SRC, PIN_IT_SRC, PINTEREST_EXTENSION_PAGE, PINTEREST_TAG_SRC, readMarketingTagsSettings } from './marketing-tags-settings.ts';

describe('marketing tags settings', () => {
  it('turns every service off without the key', () => {
    expect(readMarketingTagsSettings({})).toEqual({ pinterestTag: null, pinIt: null, brevoTracker: null });
  });

  it('reads the Pinterest tag with its events, defaults for the rest', () => {
    const pageVisit = { event_id: 'page6543', product_id: 101, product_name: 'Cours', product_price: 1850, currency: 'EUR' };
    const settings = readMarketingTagsSettings({
      marketingTags: { pinterestTag: { tagId: '2613', events: [{ name: 'PageVisit', data: pageVisit }, { data: {} }, 'x'] } },
    });
    expect(settings.pinterestTag).toEqual({ consent: 'marketing', tagId: '2613', hashedEmail: '', events: [{ name: 'PageVisit', data: pageVisit }], src: PINTEREST_TAG_SRC });
  });

  it('keeps a service without its id off', () => {
    const settings = readMarketingTagsSettings({ marketingTags: { pinterestTag: { events: [] }, brevoTracker: { clientKey: '' } } });
    expect(settings.pinterestTag).toBeNull();
    expect(settings.brevoTracker).toBeNull();
  });

  it('takes each service’s consent category, marketing for an unknown one', () => {
    const settings = readMarketingTagsSettings({
      marketingTags: { pinIt: { consent: 'preferences' }, brevoTracker: { clientKey: 'k1', consent: 'ads' } },
    });
    expect(settings.pinIt).toEqual({ consent: 'preferences', src: PIN_IT_SRC, extensionProbe: PINTEREST_EXTENSION_PAGE });
    expect(settings.brevoTracker).toEqual({ consent: 'marketing', clientKey: 'k1', email: '', src: BREVO_TRACKER_SRC });
  });

  it('lets the extension probe be turned off or pointed elsewhere', () => {
    expect(readMarketingTagsSettings({ marketingTags: { pinIt: { extensionProbe: '' } } }).pinIt?.extensionProbe).toBe('');
    expect(readMarketingTagsSettings({ marketingTags: { pinIt: { src: '/pinit.js', extensionProbe: 'chrome-extension://abc/x.html' } } }).pinIt)
      .toEqual({ consent: 'marketing', src: '/pinit.js', extensionProbe: 'chrome-extension://abc/x.html' });
  });
});
