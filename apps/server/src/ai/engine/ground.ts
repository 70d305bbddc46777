/**
 * The picture's ground as a smooth surface: per channel a quadratic in x and y fitted (least squares) to the
 * pixels of a band along the border. A plain ground fits as a constant, a gradient or vignette exactly; on
 * a textured ground the fit is its mean shading and the border's residuals measure the texture. A pixel
 * far from the surface (more than the border's own residuals allow) is not ground.
 */
export interface GroundFit {
  /** coefficients per channel of 1, u, v, u², v², uv (u, v in 0..1) */
  coef: number[][];
  /** the residual (largest channel difference) a ground pixel reaches: the border's 90th percentile */
  noise: number;
  /** the residual above which a pixel is taken for the subject */
  threshold: number;
}

const terms = (u: number, v: number) => [1, u, v, u * u, v * v, u * v];

function solve(a: number[][], b: number[]): number[] {
  // Gaussian elimination with partial pivoting on a 6×6 system (a small ridge keeps it regular).
  const n = b.length;
  const m = a.map((row, i) => [...row.map((x, j) => x + (i === j ? 1e-6 : 0)), b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[p] as number[])[c] as number)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = (m[c] as number[])[c] as number;
    if (Math.abs(pivot) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = ((m[r] as number[])[c] as number) / pivot;
      for (let k = c; k <= n; k++)
        (m[r] as number[])[k] = ((m[r] as number[])[k] as number) - f * ((m[c] as number[])[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / ((row[i] as number) || 1));
}

export function fitGround(rgb: Uint8Array, w: number, h: number): GroundFit {
  const band = Math.max(2, Math.round(Math.max(w, h) * 0.03));
  const idx: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (x < band || y < band || x >= w - band || y >= h - band) idx.push(y * w + x);
  const ata = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  const atb = [0, 1, 2].map(() => new Array<number>(6).fill(0));
  for (const i of idx) {
    const x = i % w;
    const t = terms(x / w, (i - x) / w / h);
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 6; c++)
        (ata[r] as number[])[c] = ((ata[r] as number[])[c] as number) + (t[r] as number) * (t[c] as number);
      for (let ch = 0; ch < 3; ch++)
        (atb[ch] as number[])[r] =
          ((atb[ch] as number[])[r] as number) + (t[r] as number) * (rgb[i * 3 + ch] as number);
    }
  }
  const coef = [0, 1, 2].map((ch) => solve(ata, atb[ch] as number[]));
  const fit: GroundFit = { coef, noise: 0, threshold: 0 };
  const res = idx.map((i) => residual(fit, rgb, i, w, h)).sort((a, b) => a - b);
  fit.noise = res[Math.floor(res.length * 0.9)] as number;
  fit.threshold = Math.max(20, fit.noise * 1.4 + 10);
  return fit;
}

/** Largest channel difference of pixel i from the fitted ground. */
export function residual(fit: GroundFit, rgb: Uint8Array, i: number, w: number, h: number): number {
  const x = i % w;
  const t = terms(x / w, (i - x) / w / h);
  let d = 0;
  for (let ch = 0; ch < 3; ch++) {
    const c = fit.coef[ch] as number[];
    let g = 0;
    for (let k = 0; k < 6; k++) g += (c[k] as number) * (t[k] as number);
    d = Math.max(d, Math.abs((rgb[i * 3 + ch] as number) - g));
  }
  return d;
}
