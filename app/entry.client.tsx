import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, with one pause: importing react-dom/client runs
// React DOM's module code (~5 ms here, 20 ms on a throttled phone), and
// hydrateRoot then starts the first render in the same task. Letting the
// browser breathe in between keeps both under the 50 ms long-task line.
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
