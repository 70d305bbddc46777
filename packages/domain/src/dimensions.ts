/** A dimension is meaningful when it is a positive finite number (cm). Numeric strings are accepted. */
export function isMeaningfulDimension(value: unknown): boolean {
  const n = toNumber(value);
  return n !== null && n > 0;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * §5: outer carton, packing and sample size are shown as length*width*height only when meaningful:
 * all three are positive finite numbers. Otherwise null (show nothing). Numbers print as JavaScript
 * prints them (12.5 stays 12.5, 40 stays 40).
 */
export function formatDimensions(
  l?: number | string | null,
  w?: number | string | null,
  h?: number | string | null,
): string | null {
  const dims = [toNumber(l), toNumber(w), toNumber(h)];
  if (!dims.every((d) => d !== null && d > 0)) return null;
  return dims.join('*');
}

/** Rounds half away from zero to `decimals` places without binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  // Exponent notation shifts the decimal digits exactly; tiny or huge values fall back to plain maths.
  if (/e/i.test(String(abs))) return (sign * Math.round(abs * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${abs}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

/** Carton volume in cm³, or null when the dimensions are not meaningful. */
export function cartonVolumeCm3(
  l?: number | string | null,
  w?: number | string | null,
  h?: number | string | null,
): number | null {
  const dims = [toNumber(l), toNumber(w), toNumber(h)];
  if (!dims.every((d) => d !== null && d > 0)) return null;
  return (dims[0] as number) * (dims[1] as number) * (dims[2] as number);
}

/** cm³ per cubic foot (30.48³). */
export const CM3_PER_CUBIC_FOOT = 28_316.846592;

/** §3 carton_cubic_meter from carton dimensions in cm, rounded to 3 decimals (CBM); null if not meaningful. */
export function cartonCubicMeters(
  l?: number | string | null,
  w?: number | string | null,
  h?: number | string | null,
): number | null {
  const v = cartonVolumeCm3(l, w, h);
  return v === null ? null : roundTo(v / 1_000_000, 3);
}

/** §3 carton_cubic_feet from carton dimensions in cm, rounded to 2 decimals (CUFT); null if not meaningful. */
export function cartonCubicFeet(
  l?: number | string | null,
  w?: number | string | null,
  h?: number | string | null,
): number | null {
  const v = cartonVolumeCm3(l, w, h);
  return v === null ? null : roundTo(v / CM3_PER_CUBIC_FOOT, 2);
}

type SizedItem = {
  length?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
  carton_length?: number | string | null;
  carton_width?: number | string | null;
  carton_height?: number | string | null;
  pack_length?: number | string | null;
  pack_width?: number | string | null;
  pack_height?: number | string | null;
};

/** §5: the three sizes of an item, each 'l*w*h' or null. */
export function itemSizes(item: SizedItem): { sample: string | null; carton: string | null; packing: string | null } {
  return {
    sample: formatDimensions(item.length, item.width, item.height),
    carton: formatDimensions(item.carton_length, item.carton_width, item.carton_height),
    packing: formatDimensions(item.pack_length, item.pack_width, item.pack_height),
  };
}
