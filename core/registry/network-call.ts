// A request a widget makes to the shop (or through the shop's address provider), as the widget declares it in its
// `<widget>.calls.ts`: the fault matrix (scripts/fault-matrix.ts, README) is made of these declarations, crossed with
// every fault kind. Declarations are read by tests and scripts only, never by the entry or a chunk.

/** The request's name in the fixture's fault injection: a wc-ajax endpoint, `store:<Store API route>`,
 *  `ajax:<admin-ajax action>`, `rest:<REST route>`, `page:<page whose form is posted>` or `address:<provider call>`. */
export type NetworkEndpoint = string;

export interface NetworkCall {
  endpoint: NetworkEndpoint;
  /** What the shopper does that sends it, in a few words. */
  when: string;
}
