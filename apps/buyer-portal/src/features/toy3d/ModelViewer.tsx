import { Button } from '@wanju/ui';
import { useEffect, useRef, useState } from 'react';
import { loadGltf } from './gltf';
import { TOY3D_TEXT as T } from './messages';
import { createRenderer, type Orbit } from './render';
import * as styles from './Toy3d.css';

const START: Orbit = { yaw: -0.6, pitch: 0.35, distance: 2.6 };
const clampPitch = (p: number) => Math.max(-1.4, Math.min(1.4, p));
const clampDistance = (d: number) => Math.max(1.2, Math.min(8, d));
const STEP = Math.PI / 8;

/**
 * The interactive 3D viewer (its own lazy chunk): drag to rotate, wheel or buttons to zoom, turns slowly
 * until first touched. `data-state` on the canvas says loading, ready or error.
 */
export function ModelViewer({ src, label }: { src: string; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const orbit = useRef<Orbit>({ ...START });
  const redraw = useRef<() => void>(() => {});
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [message, setMessage] = useState<string>(T.loadingModel);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let live = true;
    let frame = 0;
    let touched = false;
    let dispose = () => {};
    orbit.current = { ...START };
    setState('loading');
    setMessage(T.loadingModel);
    loadGltf(src)
      .then((model) => {
        if (!live) return;
        let renderer: ReturnType<typeof createRenderer>;
        try {
          renderer = createRenderer(canvas, model);
        } catch {
          setState('error');
          setMessage(T.noWebgl);
          return;
        }
        dispose = () => renderer.dispose();
        redraw.current = () => renderer.draw(orbit.current);
        const spin = () => {
          if (!live || touched) return;
          orbit.current.yaw += 0.01;
          renderer.draw(orbit.current);
          frame = requestAnimationFrame(spin);
        };
        renderer.draw(orbit.current);
        setState('ready');
        setMessage(T.modelReady);
        if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) frame = requestAnimationFrame(spin);
      })
      .catch(() => {
        if (!live) return;
        setState('error');
        setMessage(T.modelFailed);
      });

    let drag: { x: number; y: number } | null = null;
    const stopSpin = () => {
      touched = true;
      cancelAnimationFrame(frame);
    };
    const down = (e: PointerEvent) => {
      stopSpin();
      drag = { x: e.clientX, y: e.clientY };
      canvas.setPointerCapture(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (!drag) return;
      orbit.current.yaw += (e.clientX - drag.x) * 0.01;
      orbit.current.pitch = clampPitch(orbit.current.pitch + (e.clientY - drag.y) * 0.01);
      drag = { x: e.clientX, y: e.clientY };
      redraw.current();
    };
    const up = () => {
      drag = null;
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      stopSpin();
      orbit.current.distance = clampDistance(orbit.current.distance * (e.deltaY > 0 ? 1.1 : 0.9));
      redraw.current();
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('wheel', wheel, { passive: false });
    const stopOnControl = () => stopSpin();
    canvas.parentElement?.addEventListener('pointerdown', stopOnControl);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
      canvas.removeEventListener('wheel', wheel);
      canvas.parentElement?.removeEventListener('pointerdown', stopOnControl);
      redraw.current = () => {};
      dispose();
    };
  }, [src]);

  const change = (next: Partial<Orbit>) => {
    orbit.current = { ...orbit.current, ...next };
    redraw.current();
  };
  const ready = state === 'ready';
  return (
    <div className={styles.stage}>
      <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={label} data-state={state} />
      <div className={styles.controls}>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!ready}
          onPress={() => change({ yaw: orbit.current.yaw - STEP })}
        >
          {T.rotateLeft}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!ready}
          onPress={() => change({ yaw: orbit.current.yaw + STEP })}
        >
          {T.rotateRight}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!ready}
          onPress={() => change({ distance: clampDistance(orbit.current.distance * 0.8) })}
        >
          {T.zoomIn}
        </Button>
        <Button
          size="sm"
          variant="outline"
          isDisabled={!ready}
          onPress={() => change({ distance: clampDistance(orbit.current.distance * 1.25) })}
        >
          {T.zoomOut}
        </Button>
        <Button size="sm" variant="ghost" isDisabled={!ready} onPress={() => change({ ...START })}>
          {T.reset}
        </Button>
        <span className={styles.hint} role="status">
          {message}
        </span>
      </div>
    </div>
  );
}
