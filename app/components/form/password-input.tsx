import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";

/** A password field its owner can show or hide: every sign-in and new-password form uses it. */
export function PasswordInput({ className = "", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={shown ? "text" : "password"} className={`${className} pr-14`} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        className="absolute inset-y-1 right-1 grid w-11 place-items-center rounded-lg text-ink-300 transition hover:bg-ink-800 hover:text-neon-cyan"
      >
        {shown ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  );
}
