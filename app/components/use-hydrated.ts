import { useSyncExternalStore } from "react";

// Nothing ever changes after hydration, so there is nothing to subscribe to.
const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
