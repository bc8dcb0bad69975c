// WordPress prints some legacy params as JSON text inside its globals (the address settings, the address providers):
// the value decoded, or as it is when it is not text; undefined for text that is not JSON. Kept apart from
// json-values.ts so only the widgets that read such params download it.
export function decodedJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
