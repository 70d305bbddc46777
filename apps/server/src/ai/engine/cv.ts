import { createRequire } from 'node:module';

/** The few parts of OpenCV (@techstark/opencv-js, WebAssembly) the picture tools use. */
export interface CvMat {
  data: Uint8Array;
  rows: number;
  cols: number;
  delete(): void;
}
export interface Cv {
  Mat: { new (): CvMat; new (rows: number, cols: number, type: number): CvMat };
  Rect: new (x: number, y: number, width: number, height: number) => unknown;
  CV_8UC1: number;
  CV_8UC3: number;
  GC_INIT_WITH_MASK: number;
  INPAINT_TELEA: number;
  INPAINT_NS: number;
  grabCut(image: CvMat, mask: CvMat, rect: unknown, bgd: CvMat, fgd: CvMat, iterations: number, mode: number): void;
  inpaint(src: CvMat, mask: CvMat, dst: CvMat, radius: number, method: number): void;
}

let loading: Promise<{ cv: Cv }> | null = null;

/**
 * OpenCV, loaded once per thread on first use (7 MB of WebAssembly, about 0.2 s): the server starts without
 * it and a process that never runs a picture tool never loads it.
 */
export function opencv(): Promise<Cv> {
  loading ??= new Promise<{ cv: Cv }>((resolve, reject) => {
    let module: Cv;
    try {
      module = createRequire(import.meta.url)('@techstark/opencv-js') as Cv;
    } catch (error) {
      return reject(error);
    }
    // The WebAssembly compiles in the background; a timer keeps the process waiting for it (its own
    // promise does not) until the functions appear.
    const started = Date.now();
    const check = () => {
      if (typeof module.Mat === 'function' && typeof module.grabCut === 'function') {
        // Loaded: no longer a thenable, or awaiting it would adopt it again and again.
        delete (module as { then?: unknown }).then;
        resolve({ cv: module });
      } else if (Date.now() - started > 60_000) reject(new Error('opencv did not load'));
      else setTimeout(check, 10);
    };
    check();
  });
  return loading.then((m) => m.cv);
}

/** An 8-bit matrix over a copy of these pixels (channels 1 or 3). */
export function matOf(cv: Cv, pixels: Uint8Array, width: number, height: number, channels: 1 | 3): CvMat {
  const mat = new cv.Mat(height, width, channels === 3 ? cv.CV_8UC3 : cv.CV_8UC1);
  mat.data.set(pixels.subarray(0, width * height * channels));
  return mat;
}
