import type { DrawerProps } from '@mui/material/Drawer';
import { lazy, Suspense } from 'react';

// A temporary drawer is a modal: MUI's Drawer brings Modal, its focus trap, the portal and the
// slide and fade transitions. Only phones show one (the menu, the search filters), so that code
// is a chunk of its own instead of a part of the first load (ARCHITECTURE.md "Delivery").
const Drawer = lazy(() => import('@mui/material/Drawer'));

/**
 * MUI's temporary Drawer, loaded when the first one renders; until then it renders nothing. An
 * `open` set meanwhile takes effect when it arrives (focus trap, Escape and focus return with it).
 */
export function LazyDrawer(props: DrawerProps) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
