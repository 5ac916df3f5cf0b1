import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// Component tests (happy-dom) render into a fresh container and React root per test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
    configurable: true,
  });
}

export type DomRoot = {
  /** The current test's container, in document.body. */
  readonly container: HTMLDivElement;
  /** Renders into the current test's root; call it inside act(). */
  render(node: ReactNode): void;
};

/** Registers the per-test set-up and clean-up in the calling file and returns its root. */
export function domRootPerTest(): DomRoot {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    render(node) {
      root.render(node);
    },
  };
}
