// The contact form's request, for the fault matrix (scripts/fault-matrix.ts); see core/registry/network-call.ts.
import type { NetworkCall } from '../../core/registry/network-call.ts';

export const contactFormCalls: NetworkCall[] = [{ endpoint: 'page:contact', when: 'the visitor sends a builder contact form' }];
