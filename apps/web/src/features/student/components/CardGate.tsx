import { LIMITS } from "@hibiki/contracts";
import { confirmLogout } from "@web/app/shell/UserMenu.tsx";
import { Button } from "@web/components/Button.tsx";
import { Dialog } from "@web/components/Dialog.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TextField } from "@web/components/TextField.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCardActivateMutation, useDashboardQuery } from "../api.ts";

/**
 * Renders its children only when the student's study card is active (spec §4). Without an active card the
 * activation popup (有効化) is shown; an expired card allows only logout.
 * @param props - the page to protect
 * @returns the page, or the gate
 */
export function CardGate({ children }: { children: ReactNode }) {
  const dashboard = useDashboardQuery();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) return <LoadError onRetry={() => void dashboard.refetch()} />;
  const card = dashboard.data.cur_card;
  if (card && card.is_expired === 1) return <ExpiredNotice />;
  if (card?.active_status !== 1) return <ActivationPopup cardId={card?.card_id ?? ""} />;
  return <>{children}</>;
}

function ActivationPopup({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(cardId);
  const [error, setError] = useState<string | null>(null);
  const activate = useCardActivateMutation();
  const submit = () => {
    if (!value.trim()) {
      setError(t("hint_common_no_active"));
      return;
    }
    setError(null);
    activate.mutate(value.trim(), {
      onSuccess: () => {
        showToast(t("card.activated"), "success");
        void navigate("/joinClass");
      },
    });
  };
  return (
    <Dialog
      title={t("card.title")}
      testId="card-activation"
      footer={
        <>
          <Button variant="ghost" onClick={() => void confirmLogout(t)} data-testid="card-logout">
            {t("menu.logout")}
          </Button>
          <Button onClick={submit} busy={activate.isPending} data-testid="card-activate">
            {t("card.activate")}
          </Button>
        </>
      }
    >
      <p>{t("card.lead")}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t("card.card_id")}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          limit={{ max: LIMITS.cardIdMax }}
          autoComplete="off"
          data-testid="card-id"
        />
      </form>
    </Dialog>
  );
}

function ExpiredNotice() {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t("card.expired_title")}
      role="alertdialog"
      testId="card-expired"
      footer={
        <Button onClick={() => void confirmLogout(t)} data-testid="card-logout">
          {t("menu.logout")}
        </Button>
      }
    >
      <p>{t("hint_common_expired")}</p>
    </Dialog>
  );
}
