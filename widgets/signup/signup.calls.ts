// The signup's request, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const signupCalls: NetworkCall[] = [{ endpoint: 'ajax:et_pb_submit_subscribe_form', when: 'the visitor subscribes with the builder’s opt-in module' }];
