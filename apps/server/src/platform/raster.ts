/** Pixel helpers of the picture tools: plain typed arrays, no decoding (sharp does that). */

/** An RGB copy whose longest side is at most `side`, each pixel the mean of the pixels it covers. */
export function shrink(rgb: Uint8Array, w: number, h: number, side: number) {
  const scale = Math.min(1, side / Math.max(w, h));
  const sw = Math.max(1, Math.round(w * scale));
  const sh = Math.max(1, Math.round(h * scale));
  if (sw === w && sh === h) return { rgb, width: w, height: h, scale: 1 };
  const out = new Uint8Array(sw * sh * 3);
  for (let y = 0; y < sh; y++) {
    const y0 = Math.floor((y * h) / sh);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * h) / sh));
    for (let x = 0; x < sw; x++) {
      const x0 = Math.floor((x * w) / sw);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * w) / sw));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const j = (yy * w + xx) * 3;
          r += rgb[j] as number;
          g += rgb[j + 1] as number;
          b += rgb[j + 2] as number;
        }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * sw + x) * 3;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
    }
  }
  return { rgb: out, width: sw, height: sh, scale: sw / w };
}

/** The mask's connected regions (8-neighbours): each pixel's region number (0 outside), and each region's size. */
export function labelRegions(mask: Uint8Array, w: number, h: number): { label: Int32Array; sizes: number[] } {
  const label = new Int32Array(w * h);
  const sizes: number[] = [0];
  const stack: number[] = [];
  for (let s = 0; s < w * h; s++) {
    if (!mask[s] || label[s]) continue;
    const id = sizes.length;
    let count = 0;
    label[s] = id;
    stack.push(s);
    while (stack.length) {
      const i = stack.pop() as number;
      count++;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const n = ny * w + nx;
          if (mask[n] && !label[n]) {
            label[n] = id;
            stack.push(n);
          }
        }
    }
    sizes.push(count);
  }
  return { label, sizes };
}

/**
 * The mask's connected regions kept when at least `share` of the largest one: a toy in several touching
 * parts stays whole, specks of background taken for it go.
 */
export function keepMainRegions(mask: Uint8Array, w: number, h: number, share = 0.08): Uint8Array {
  const { label, sizes } = labelRegions(mask, w, h);
  const largest = Math.max(0, ...sizes);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = label[i] && (sizes[label[i] as number] as number) >= largest * share ? 1 : 0;
  return out;
}

/**
 * The pixels of a w×h grid reached by a flood from its edge (1): it starts on every edge pixel that is `open`
 * and crosses from a pixel i to a neighbour j (4-neighbours) when j is open and `crosses(i, j)`.
 */
export function floodFromEdge(
  w: number,
  h: number,
  open: (j: number) => boolean,
  crosses: (i: number, j: number) => boolean = () => true,
): Uint8Array {
  const reached = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  const seed = (i: number) => {
    if (!reached[i] && open(i)) {
      reached[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  const visit = (i: number, j: number) => {
    if (!reached[j] && open(j) && crosses(i, j)) {
      reached[j] = 1;
      stack[top++] = j;
    }
  };
  while (top) {
    const i = stack[--top] as number;
    const x = i % w;
    if (x > 0) visit(i, i - 1);
    if (x < w - 1) visit(i, i + 1);
    if (i >= w) visit(i, i - w);
    if (i < w * (h - 1)) visit(i, i + w);
  }
  return reached;
}

/** The mask with every hole (background not reached from the picture's edge) filled. */
export function fillHoles(mask: Uint8Array, w: number, h: number): Uint8Array {
  const outside = floodFromEdge(w, h, (j) => !mask[j]);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = outside[i] ? 0 : 1;
  return out;
}

/** A 0/1 mask resized to w×h, bilinear, as 0–255. */
export function upsample(mask: Uint8Array, mw: number, mh: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const sx = mw / w;
  const sy = mh / h;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(mh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(mh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(mw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(mw - 1, x0 + 1);
      const tx = fx - x0;
      const top = (mask[y0 * mw + x0] as number) * (1 - tx) + (mask[y0 * mw + x1] as number) * tx;
      const bottom = (mask[y1 * mw + x0] as number) * (1 - tx) + (mask[y1 * mw + x1] as number) * tx;
      out[y * w + x] = Math.round((top * (1 - ty) + bottom * ty) * 255);
    }
  }
  return out;
}

/** The box of a mask's set pixels (null when none is set). */
export function maskBox(mask: Uint8Array, w: number, h: number, threshold = 1) {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if ((mask[y * w + x] as number) >= threshold) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}
