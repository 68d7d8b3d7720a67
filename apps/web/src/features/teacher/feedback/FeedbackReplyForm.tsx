import type { FeedbackStatus } from "@hibiki/contracts";
import { FEEDBACK_STATUSES } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedbackUpdateMutation } from "./api.ts";

/**
 * A report's status (new / in progress / done) and the teacher's reply, which the student reads in /news.
 * @param props - the report's id, status and reply
 * @returns the form
 */
export function FeedbackReplyForm({
  feedbackId,
  status,
  reply,
}: {
  feedbackId: number;
  status: FeedbackStatus;
  reply: string;
}) {
  const { t } = useTranslation();
  const update = useFeedbackUpdateMutation();
  const [next, setNext] = useState<FeedbackStatus>(status);
  const [text, setText] = useState(reply);
  const id = useId();
  const save = () =>
    update.mutate(
      { feedback_id: feedbackId, status: next, reply: text.trim() },
      {
        onSuccess: () =>
          showToast(t(text.trim() && text.trim() !== reply ? "t.fb.replied" : "t.saved"), "success"),
      },
    );
  return (
    <form
      className="tc-form fb-reply"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-status`}>{t("t.fb.status")}</label>
        <select
          id={`${id}-status`}
          className="tc-select"
          value={next}
          onChange={(e) => setNext(e.target.value as FeedbackStatus)}
          data-testid="fb-status"
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`t.fb.status_${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reply`}>{t("t.fb.reply")}</label>
        <textarea
          id={`${id}-reply`}
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          data-testid="fb-reply"
        />
      </div>
      <Button type="submit" busy={update.isPending} data-testid="fb-save">
        {t("t.save")}
      </Button>
    </form>
  );
}
