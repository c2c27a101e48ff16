import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../../lib/query-client";

/** The audit's mutation needs a query client; one per mounted page (the page keeps no cached reads). */
export function AuditQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState<QueryClient>(() => createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
