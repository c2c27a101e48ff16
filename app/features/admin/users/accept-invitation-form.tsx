import "#app/lib/zod-in-browser";
import { KeyRound, LogIn } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { type InvitationLink, InvitationLinkGate } from "#app/components/form/invitation-link-state";
import { NewPasswordFields } from "#app/components/form/new-password-fields";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { ADMIN_USER_MESSAGES, acceptAdminInvitationFormSchema } from "#common/admin/users";
import { storeAdminToken } from "../admin-token";

type Invitation = InvitationLink<{ state: "ready"; token: string; username: string }>;

/**
 * The link's token, read after mount from the fragment (#token=…), which no server ever receives, and
 * again when only the fragment changes (another link pasted into the same tab reloads nothing).
 */
function useInvitation(): Invitation {
  const [invitation, setInvitation] = useState<Invitation>({ state: "loading" });
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  useEffect(() => {
    if (hash === null) return;
    const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
    if (!token) {
      setInvitation({ state: "invalid", message: ADMIN_USER_MESSAGES.invitation });
      return;
    }
    let live = true;
    setInvitation({ state: "loading" });
    // In the body, not the URL: a request line is what access logs keep.
    apiRequest<{ username: string }>("/api/admin/invitations/lookup", "POST", { token })
      .then((body) => live && setInvitation({ state: "ready", token, username: body.username }))
      .catch(
        (error: unknown) =>
          live &&
          setInvitation({
            state: "invalid",
            message: errorMessage(error, "The link could not be checked. Please reload the page."),
          }),
      );
    return () => {
      live = false;
    };
  }, [hash]);
  return invitation;
}

function PasswordForm({ token, username }: { token: string; username: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fid = (name: string) => `${id}-${name}`;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptAdminInvitationFormSchema.safeParse({ ...values, token });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      document.getElementById(fid(Object.keys(fields)[0] ?? ""))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { token: session } = await apiRequest<{ token: string }>("/api/admin/invitations/accept", "POST", {
        token,
        password: parsed.data.password,
      });
      storeAdminToken(session);
      toast({ title: "Welcome", description: "Your password is set and you are signed in.", variant: "success" });
      navigate("/admin", { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({
        title: "Password Not Set",
        description: errorMessage(error, "Your password could not be set. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
      <Field id={fid("username")} label="Username" hint="What you type to sign in.">
        <input
          id={fid("username")}
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          className={`${controlClass("dark")} cursor-default text-ink-300`}
          {...describedBy(fid("username"), undefined, true)}
        />
      </Field>
      <NewPasswordFields fieldId={fid} values={values} errors={errors} onChange={set} />
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex items-center justify-center gap-2 rounded-xl bg-neon-cyan px-6 py-3.5 font-display font-bold tracking-wide text-ink-950 shadow-[0_0_32px_-8px] shadow-neon-cyan/70 transition hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
      >
        <KeyRound aria-hidden="true" size={18} />
        {busy ? "Setting password..." : "Set Password & Sign In"}
      </button>
    </form>
  );
}

/** An invited admin chooses a password (docs/product/admin-console.md § Admin users). */
export function AcceptInvitationForm() {
  return (
    <InvitationLinkGate
      invitation={useInvitation()}
      advice="Ask an owner for a new invitation, or sign in if you have already set your password."
      signIn={
        <Link
          to="/admin/login"
          className="inline-flex min-h-12 w-fit items-center gap-2 rounded-xl border border-ink-600 px-6 font-display font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
        >
          <LogIn aria-hidden="true" className="size-5" />
          Admin Sign-in
        </Link>
      }
    >
      {(ready) => <PasswordForm token={ready.token} username={ready.username} />}
    </InvitationLinkGate>
  );
}
