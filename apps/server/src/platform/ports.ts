/**
 * A function a lower area needs from an area above it (a picture search that names products, a quotation's
 * e-mail that carries the exports' Excel): the lower area declares it with its signature, the upper one provides
 * it when the areas register (areas.ts), and the lower one imports nothing above it. One implementation per
 * process: every app context of a process registers the same areas.
 */
export type Port<F extends (...args: never[]) => unknown> = F & {
  /** Sets the implementation (areas.ts, at registration). */
  provide(implementation: F): void;
};

export function port<F extends (...args: never[]) => unknown>(name: string): Port<F> {
  let implementation: F | null = null;
  const call = (...args: Parameters<F>) => {
    if (!implementation) throw new Error(`${name} is not provided: areas.ts provides it when the areas register`);
    return implementation(...args);
  };
  return Object.assign(call as unknown as F, {
    provide(next: F) {
      implementation = next;
    },
  });
}
