import { closeTopModal, isTopModal, pushModal, removeModal, zIndexOf } from "@web/lib/modal-stack.ts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Props of {@link Dialog}. */
export type DialogProps = {
  title: string;
  children: ReactNode;
  /** called when Esc, the backdrop or the close button closes it; omit to make it impossible to dismiss */
  onClose?: () => void;
  footer?: ReactNode;
  role?: "dialog" | "alertdialog";
  testId?: string;
};

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the modal stack: focus is trapped inside and restored on close; Esc or a backdrop click
 * closes it only when it is the topmost and `onClose` is given.
 * @param props - title, content, footer and close handler
 * @returns the dialog
 */
export function Dialog({ title, children, onClose, footer, role = "dialog", testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closable = Boolean(onClose);
  const [id, setId] = useState(0);

  // Registered in an effect (not during render) so StrictMode's double render leaves no stray entry.
  useEffect(() => {
    const id = pushModal(closable, () => closeRef.current?.());
    setId(id);
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (e.key === "Escape") {
        if (closeTopModal()) e.stopPropagation();
        return;
      }
      if (e.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const firstEl = items[0]!;
      const lastEl = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === firstEl) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && document.activeElement === lastEl) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      removeModal(id);
      before?.focus?.();
    };
  }, [closable]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is the mouse twin of Esc, handled on the window
    <div
      className="dialog-backdrop"
      style={{ zIndex: zIndexOf(id) }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && isTopModal(id)) closeTopModal();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}
