// The split test's log request, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const builderSplitTestCalls: NetworkCall[] = [{ endpoint: 'ajax:et_pb_update_stats_table', when: 'a split test logs a visit, a view, a click or a conversion of its goal' }];
