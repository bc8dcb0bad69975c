// sourcebuster's first-visit date, `YYYY-MM-DD hh:mm:ss`, in the given hours from UTC (WooCommerce asks 0: UTC)
// or, without an offset, in the visitor's own time.

const two = (value: number): string => String(value).padStart(2, '0');

export function fireDate(date: Date, offsetHours: number | null): string {
  const shifted = offsetHours === null
    ? date
    : new Date(date.getTime() + date.getTimezoneOffset() * 60_000 + offsetHours * 3_600_000);
  return `${shifted.getFullYear()}-${two(shifted.getMonth() + 1)}-${two(shifted.getDate())} ${two(shifted.getHours())}:${two(shifted.getMinutes())}:${two(shifted.getSeconds())}`;
}
