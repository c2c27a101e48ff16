/**
 * A stand-in for the Stripe API calls the site makes (POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/:id), on loopback, speaking Stripe's protocol: a form-encoded body with a Bearer key
 * in, a Checkout Session as JSON out. Point
 * STRIPE_API_BASE at `url`; each request is kept with its decoded form fields for the test to read.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

export interface StripeStandIn {
  url: string;
  requests: StripeRequest[];
  /** The status the next answers have (200 by default; 500 to play an outage). */
  answerWith(status: number): void;
  /** Plays what Stripe does to a session: the client pays it ("complete") or it lapses ("expired"). */
  setSessionStatus(id: string, status: "open" | "complete" | "expired"): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  let status = 200;
  const sessions = new Map<string, Record<string, unknown>>();
  let created = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        form,
      });
      response.setHeader("content-type", "application/json");
      if (status !== 200) {
        response.writeHead(status).end(JSON.stringify({ error: { type: "api_error", message: "Stand-in outage" } }));
        return;
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.url ?? "");
      if (request.method === "GET" && retrieved) {
        const session = sessions.get(decodeURIComponent(retrieved[1] ?? ""));
        if (session) response.writeHead(200).end(JSON.stringify(session));
        else
          response
            .writeHead(404)
            .end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such checkout.session" } }));
        return;
      }
      if (request.method !== "POST" || request.url !== "/v1/checkout/sessions") {
        response
          .writeHead(404)
          .end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
        return;
      }
      created += 1;
      const id = `cs_test_${created}`;
      const session = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(form["line_items[0][price_data][unit_amount]"]),
        currency: form["line_items[0][price_data][currency]"],
        metadata: { invoiceId: form["metadata[invoiceId]"], invoiceNumber: form["metadata[invoiceNumber]"] },
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      response.writeHead(200).end(JSON.stringify(session));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // It never keeps a process alive on its own: the end-to-end server stops when it is told to.
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerWith: (next) => {
      status = next;
    },
    setSessionStatus: (id, next) => {
      const session = sessions.get(id);
      if (session) session.status = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
