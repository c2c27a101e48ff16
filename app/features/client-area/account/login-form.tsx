import "#app/lib/zod-in-browser";
import { LogIn } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { PasswordInput } from "#app/components/form/password-input";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { clientLoginSchema } from "#common/client-area/account";
import type { LoginResponse } from "#common/client-area/api";
import { storePortalToken } from "./store-token";

/**
 * /portal/login (docs/product/client-area.md § Sign-in): email and password with the
 * validation messages under the fields, an error toast when the server refuses,
 * the token kept under portalToken, then the client's portal.
 */
export function ClientLoginForm() {
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientLoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { token } = await apiRequest<LoginResponse>("/api/portal/login", "POST", parsed.data);
      if (!storePortalToken(token)) throw new Error("Please allow this site to store data, then sign in again.");
      navigate("/client-portal");
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({
        title: "Sign-in Failed",
        description: errorMessage(error, "Failed to sign in. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      <Field id={`${id}-email`} label="Email" required error={errors.email}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={controlClass("dark", errors.email)}
          {...describedBy(`${id}-email`, errors.email)}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" required error={errors.password}>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={controlClass("dark", errors.password)}
          {...describedBy(`${id}-password`, errors.password)}
        />
      </Field>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
      >
        <LogIn aria-hidden="true" className="size-5" />
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
