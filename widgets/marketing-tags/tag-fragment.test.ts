// Reading Pinterest's tracking calls from the plugin's add-to-cart fragment script, without running it.
import { describe, expect, it } from 'vitest';
import { trackedInFragments } from './tag-fragment.ts';

const script = (body: string) => ({ 'script#pinterest-tag-placeholder': `<script id="pinterest-tag-placeholder">\n\t${body}\n</script>` });

describe('trackedInFragments', () => {
  it('reads the event name and its JSON data as the plugin prints them', () => {
    expect(trackedInFragments(script(`pintrk( 'track', 'AddToCart' , {"event_id":"cart1","value":37,"currency":"EUR","product_name":"Moule \\/ dentelle"});`)))
      .toEqual([{ name: 'AddToCart', data: { event_id: 'cart1', value: 37, currency: 'EUR', product_name: 'Moule / dentelle' } }]);
  });

  it('reads an event without data, and several calls', () => {
    expect(trackedInFragments(script(`pintrk('track', 'Checkout');\npintrk( 'track', 'AddToCart' , {"event_id":"cart2"});`)))
      .toEqual([{ name: 'Checkout', data: {} }, { name: 'AddToCart', data: { event_id: 'cart2' } }]);
  });

  it('finds nothing in other fragments, unreadable data or other calls', () => {
    expect(trackedInFragments({ 'div.widget_shopping_cart_content': '<div></div>' })).toEqual([]);
    expect(trackedInFragments(undefined)).toEqual([]);
    expect(trackedInFragments(script(`pintrk( 'track', 'AddToCart' , {event_id: 'x'});`))).toEqual([]);
    expect(trackedInFragments(script(`pintrk('load', '2613', {"np":"woocommerce"}); alert(1);`))).toEqual([]);
  });
});
