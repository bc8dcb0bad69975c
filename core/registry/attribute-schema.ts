// Typed readers for a widget's data attributes: each widget declares a schema once and gets parsed,
// typed values at mount, or a readable error naming the attribute and the bad value.

export class AttributeError extends Error {
  override name = 'AttributeError';
}

/** Reads one `data-<name>` attribute (null when absent) into a typed value, or throws AttributeError. */
export interface AttributeReader<T> {
  read(raw: string | null, attribute: string): T;
}

export type AttributeSchema = Record<string, AttributeReader<unknown>>;

export type AttributeValues<S extends AttributeSchema> = {
  [K in keyof S]: S[K] extends AttributeReader<infer T> ? T : never;
};

interface Presence<T> {
  /** Value used when the attribute is absent; without one (and without `required`) the value is undefined. */
  default?: T;
  required?: boolean;
}

type Read<T, O> = O extends { default: T } | { required: true } ? T : T | undefined;

function missing<T>(options: Presence<T>, attribute: string): T | undefined {
  if (options.required) throw new AttributeError(`data-${attribute} is required`);
  return options.default;
}

function invalid(attribute: string, raw: string, expected: string): AttributeError {
  return new AttributeError(`data-${attribute}="${raw}" must be ${expected}`);
}

export function string<O extends Presence<string>>(options: O = {} as O): AttributeReader<Read<string, O>> {
  return {
    read: (raw, attribute) => (raw === null ? missing(options, attribute) : raw) as Read<string, O>,
  };
}

interface NumberOptions extends Presence<number> {
  min?: number;
  max?: number;
  integer?: boolean;
}

export function number<O extends NumberOptions>(options: O = {} as O): AttributeReader<Read<number, O>> {
  return {
    read(raw, attribute) {
      if (raw === null || raw.trim() === '') return missing(options, attribute) as Read<number, O>;
      const value = Number(raw.trim());
      const kind = options.integer ? 'an integer' : 'a number';
      if (!Number.isFinite(value) || (options.integer && !Number.isInteger(value))) {
        throw invalid(attribute, raw, kind);
      }
      if (options.min !== undefined && value < options.min) throw invalid(attribute, raw, `${kind} ≥ ${options.min}`);
      if (options.max !== undefined && value > options.max) throw invalid(attribute, raw, `${kind} ≤ ${options.max}`);
      return value as Read<number, O>;
    },
  };
}

export function integer<O extends Omit<NumberOptions, 'integer'>>(options: O = {} as O) {
  return number({ ...options, integer: true } as O & { integer: true });
}

/** Present and not "false"/"0"/"no" → true; absent → the default (false unless given). */
export function boolean(options: { default?: boolean } = {}): AttributeReader<boolean> {
  return {
    read(raw) {
      if (raw === null) return options.default ?? false;
      return !['false', '0', 'no'].includes(raw.trim().toLowerCase());
    },
  };
}

export function oneOf<const V extends string, O extends Presence<V>>(values: readonly V[], options: O = {} as O): AttributeReader<Read<V, O>> {
  return {
    read(raw, attribute) {
      if (raw === null) return missing(options, attribute) as Read<V, O>;
      if (!(values as readonly string[]).includes(raw)) throw invalid(attribute, raw, `one of ${values.join(', ')}`);
      return raw as Read<V, O>;
    },
  };
}

/** JSON value; `check` narrows the parsed value and returns false to reject its shape. */
export function json<T, O extends Presence<T>>(check: (value: unknown) => value is T, options: O = {} as O): AttributeReader<Read<T, O>> {
  return {
    read(raw, attribute) {
      if (raw === null) return missing(options, attribute) as Read<T, O>;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw invalid(attribute, raw.slice(0, 80), 'valid JSON');
      }
      if (!check(value)) throw invalid(attribute, raw.slice(0, 80), 'JSON of the expected shape');
      return value as Read<T, O>;
    },
  };
}

/** Parses every attribute of the schema from the element; the first bad value throws AttributeError. */
export function readAttributes<S extends AttributeSchema>(element: Element, schema: S): AttributeValues<S> {
  const values: Record<string, unknown> = {};
  for (const [attribute, reader] of Object.entries(schema)) {
    values[attribute] = reader.read(element.getAttribute(`data-${attribute}`), attribute);
  }
  return values as AttributeValues<S>;
}
