// Form encoding of a flat object, field for field what jQuery's $.param sent for the legacy scripts'
// payloads: booleans and numbers as text, null as an empty value, undefined left out. (URLSearchParams
// writes spaces as "+" where jQuery 3 writes "%20"; servers decode both to a space.)

export function formBody(data: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) body.append(key, value === null ? '' : String(value));
  }
  return body;
}
