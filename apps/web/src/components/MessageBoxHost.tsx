import { acceptBox, type Box, currentBox, dismissBox, subscribeBoxes } from "@web/lib/message-box.ts";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";

/**
 * Shows the message box at the head of the queue (one at a time); alert, confirm and prompt.
 * @returns the box, or nothing
 */
export function MessageBoxHost() {
  const box = useSyncExternalStore(subscribeBoxes, currentBox, currentBox);
  // Keyed by the box: a new box starts from its own default value, set on the first render (an effect
  // that reset it after the box appeared could wipe what the user had already typed).
  return box ? <MessageBox key={box.id} box={box} /> : null;
}

function MessageBox({ box }: { box: Box }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(box.opts.defaultValue ?? "");
  const { kind, opts } = box;
  const footer = (
    <>
      {kind !== "alert" && (
        <Button variant="secondary" onClick={dismissBox} data-testid="msgbox-cancel">
          {opts.cancelLabel ?? t("common.cancel")}
        </Button>
      )}
      <Button onClick={() => acceptBox(value)} data-testid="msgbox-ok">
        {opts.okLabel ?? t("common.ok")}
      </Button>
    </>
  );
  return (
    <Dialog
      title={opts.title ?? t("app_name")}
      role="alertdialog"
      onClose={opts.closable ? dismissBox : undefined}
      footer={footer}
      testId="msgbox"
    >
      <p className="msgbox-text" data-testid="msgbox-text">
        {box.text}
      </p>
      {kind === "prompt" && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            acceptBox(value);
          }}
        >
          <input
            aria-label={box.text}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={Boolean(box.error) || undefined}
          />
          {box.error && (
            <p className="field-error" role="alert">
              {box.error}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
