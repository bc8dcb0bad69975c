// What one wallet sheet session remembers between the sheet's events, in one object its handlers share
// with the session's dependencies and the amount options every cart conversion uses.
import type { LineItemOptions } from './line-items.ts';
import type { WalletAddress } from './wallet-address.ts';
import type { WalletSessionDeps } from './wallet-session-deps.ts';

export interface SessionState {
  /** The click's add of the product to its separate cart (true once in, false if refused); null when none. */
  productAdded: Promise<boolean> | null;
  /** The last address the sheet sent to the session, for the page's fields after a cancel. */
  lastAddress: WalletAddress | null;
  /** A confirm is running, or its outcome is unknown: another confirm is ignored. */
  confirming: boolean;
}

export interface SessionScope {
  deps: WalletSessionDeps;
  state: SessionState;
  /** How cart amounts become wallet amounts: tax display and the currency's decimals. */
  amounts: LineItemOptions;
}

export function createSessionScope(deps: WalletSessionDeps): SessionScope {
  const { displayPricesWithTax, currencyDecimals } = deps.settings;
  return {
    deps,
    state: { productAdded: null, lastAddress: null, confirming: false },
    amounts: { displayPricesWithTax, currencyDecimals },
  };
}
