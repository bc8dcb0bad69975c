// The ajax pagination's request, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const builderAjaxPaginationCalls: NetworkCall[] = [{ endpoint: 'page:blog', when: 'the visitor opens another page of a Blog or Portfolio module' }];
