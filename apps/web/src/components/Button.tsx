import type { ButtonHTMLAttributes } from "react";

/** Props of {@link Button}: a native button with a visual variant and a busy state. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost" | "danger";
  busy?: boolean;
  block?: boolean;
};

/**
 * The design system's button. `busy` disables it and shows a spinner (no double submit).
 * @param props - button props
 * @returns the button
 */
export function Button({
  variant = "primary",
  busy = false,
  block = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  const cls = ["btn", `btn-${variant}`, block ? "btn-block" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button
      type="button"
      {...rest}
      className={cls}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
