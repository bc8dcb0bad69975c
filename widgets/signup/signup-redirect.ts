// Where a successful opt-in goes: the module's `data-redirect_url` with the query its `data-redirect_query` asks
// for (first_name, last_name, email, ip_address from `data-ip_address`, form_id = the module's order class), as the
// builder's script builds it; null without a redirect. The caller follows it only when it is http(s).
import type { SignupFields } from './signup-request.ts';

export function redirectAddress(module: HTMLElement, fields: SignupFields): string | null {
  const target = module.dataset['redirect_url']?.trim();
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, document.baseURI);
  } catch {
    return null;
  }
  const values: Record<string, string> = {
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    ip_address: module.dataset['ip_address'] ?? '',
    form_id: [...module.classList].find((name) => /^et_pb_signup_\d+$/.test(name)) ?? '',
  };
  for (const key of (module.dataset['redirect_query'] ?? '').split(',').map((name) => name.trim())) {
    if (key in values) url.searchParams.set(key, values[key]!);
  }
  return url.href;
}
