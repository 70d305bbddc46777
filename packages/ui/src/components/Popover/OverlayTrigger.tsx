import { Children, createContext, type ReactNode, type RefObject, Suspense, useContext } from 'react';
import { ButtonContext, type ButtonProps } from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';

/** What a light trigger (PopoverTrigger, MenuTrigger) hands to the overlay it opens. */
export interface OverlayTriggerValue {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** useOverlayTrigger's overlayProps or useMenuTrigger's menuProps. */
  overlayProps: { id?: string; 'aria-labelledby'?: string };
}

const OverlayTriggerContext = createContext<OverlayTriggerValue | null>(null);

export function useOverlayTriggerValue(component: string): OverlayTriggerValue {
  const value = useContext(OverlayTriggerContext);
  if (!value) throw new Error(`${component} must be inside its trigger (PopoverTrigger / MenuTrigger)`);
  return value;
}

/**
 * The first child is the trigger button (a kit Button, IconButton or RAC Button: it takes the trigger props
 * through RAC's ButtonContext); the other children are the overlay, rendered only while open. The heavy overlay
 * code (positioning, focus containment, collections) is thereby out of the page's first download.
 */
export function OverlayTriggerShell({
  value,
  triggerProps,
  children,
}: {
  value: OverlayTriggerValue;
  triggerProps: ButtonProps;
  children: ReactNode;
}) {
  const [trigger, ...overlay] = Children.toArray(children);
  return (
    <OverlayTriggerContext.Provider value={value}>
      <ButtonContext.Provider value={{ ...triggerProps, ref: value.triggerRef }}>{trigger}</ButtonContext.Provider>
      {value.state.isOpen && <Suspense fallback={null}>{overlay}</Suspense>}
    </OverlayTriggerContext.Provider>
  );
}
