import type { Decorator } from '@storybook/react-vite';

/** The hall's screen: 1920×1080 landscape, or the same screen turned portrait. */
export const KIOSK_SIZES = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;

export const kioskFrame =
  (orientation: keyof typeof KIOSK_SIZES): Decorator =>
  (Story) => (
    <div style={{ ...KIOSK_SIZES[orientation], overflow: 'hidden', display: 'flex' }}>
      <Story />
    </div>
  );

/** A tap of a finger (touch pointer), as the kiosk's screen sends it. */
export function touchTap(target: Element) {
  const init = { bubbles: true, pointerId: 11, pointerType: 'touch', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', init));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  (target as HTMLElement).click();
}

/** A one-finger swipe across `target` from x0 to x1. */
export function swipe(target: Element, x0: number, x1: number) {
  const base = { bubbles: true, pointerId: 21, pointerType: 'touch', isPrimary: true, clientY: 300 };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: x0 }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: (x0 + x1) / 2 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: x1 }));
}

/** Two fingers moving apart from `gap0` to `gap1` pixels. */
export function pinch(target: Element, gap0: number, gap1: number) {
  const at = (id: number, x: number) => ({
    bubbles: true,
    pointerId: id,
    pointerType: 'touch',
    clientX: x,
    clientY: 300,
  });
  target.dispatchEvent(new PointerEvent('pointerdown', at(31, 400)));
  target.dispatchEvent(new PointerEvent('pointerdown', at(32, 400 + gap0)));
  target.dispatchEvent(new PointerEvent('pointermove', at(32, 400 + gap1)));
  target.dispatchEvent(new PointerEvent('pointerup', at(32, 400 + gap1)));
  target.dispatchEvent(new PointerEvent('pointerup', at(31, 400)));
}
