import { useEffect, useState } from "react";

/** False in the server render and until React has attached its handlers in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
