import { STUDY_WORD_DAILY_MAX, STUDY_WORD_DAILY_MIN } from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import {
  useAddPlanMutation,
  useBooksQuery,
  useDeletePlanMutation,
  useEditPlanMutation,
  usePlansQuery,
} from "../api.ts";
import { BookPicker } from "../components/BookPicker.tsx";
import { dailyOf, titleOf } from "../format.ts";
import "../i18n.ts";
import { idOf, studyWordUrls } from "../urls.ts";
import "../study-word.css";

const LIMITS = { min: STUDY_WORD_DAILY_MIN, max: STUDY_WORD_DAILY_MAX };

/**
 * /study_word/add_plan and /study_word/edit_plan/{plan_id}: adding a plan picks a word book and the new
 * words a day; changing one sets the daily amount, and a plan the student made can be deleted.
 * @returns the page
 */
export default function PlanFormPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().plan_id;
  const editing = raw !== undefined;
  const planId = idOf(raw);
  usePageTitle(t(editing ? "sw.edit_plan" : "sw.add_plan"));
  const books = useBooksQuery();
  const plans = usePlansQuery();
  const add = useAddPlanMutation();
  const edit = useEditPlanMutation();
  const remove = useDeletePlanMutation();
  const plan = plans.data?.items.find((p) => p.plan_id === planId) ?? null;
  const [bookId, setBookId] = useState("");
  const [daily, setDaily] = useState("10");
  const [errors, setErrors] = useState<{ book?: string; daily?: string }>({});
  useEffect(() => {
    if (plan) setDaily(String(plan.daily_new));
  }, [plan]);

  if (editing && planId === null) return <p role="alert">{t("sw.bad_link")}</p>;
  if (books.isError || plans.isError)
    return <LoadError onRetry={() => void Promise.all([books.refetch(), plans.refetch()])} />;
  if (!books.data || !plans.data) return <Skeleton />;
  if (editing && !plan)
    return (
      <div className="page sw-page">
        <p role="alert">{t("sw.not_found")}</p>
        <Link to={studyWordUrls.plans()}>{t("sw.back_plans")}</Link>
      </div>
    );
  const taken = new Set(plans.data.items.map((p) => p.book_id));

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const n = dailyOf(daily);
    const next = {
      ...(!editing && !bookId ? { book: t("sw.pick_book") } : {}),
      ...(n === null ? { daily: t("sw.daily_error", LIMITS) } : {}),
    };
    setErrors(next);
    if (n === null || next.book) return;
    if (plan)
      edit.mutate(
        { plan_id: plan.plan_id, daily_new: n },
        {
          onSuccess: () => {
            showToast(t("sw.saved"), "success");
            navigate(studyWordUrls.plans());
          },
        },
      );
    else
      add.mutate(
        { book_id: bookId, daily_new: n },
        { onSuccess: (r) => navigate(studyWordUrls.todayTask(r.plan.plan_id)) },
      );
  };
  const handleDelete = async () => {
    if (!plan) return;
    try {
      await confirmBox(t("sw.delete_confirm"), { okLabel: t("sw.delete") });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    remove.mutate(plan.plan_id, {
      onSuccess: () => {
        showToast(t("sw.deleted"), "success");
        navigate(studyWordUrls.plans(), { replace: true });
      },
    });
  };
  return (
    <div className="page sw-page" data-testid={editing ? "sw-edit-plan" : "sw-add-plan-page"}>
      <h1>{t(editing ? "sw.edit_plan" : "sw.add_plan")}</h1>
      <form className="sw-form" onSubmit={handleSubmit} noValidate>
        {plan ? (
          <p>
            <strong>{t("sw.book")}: </strong>
            {titleOf(plan.book_title_ja, plan.book_title_en, i18n.language)}
          </p>
        ) : (
          <BookPicker
            books={books.data.items}
            taken={taken}
            value={bookId}
            error={errors.book ?? null}
            onChange={setBookId}
          />
        )}
        <div className="sw-daily">
          <label htmlFor="sw-daily">{t("sw.daily_new")}</label>
          <input
            id="sw-daily"
            className="field"
            type="number"
            inputMode="numeric"
            min={LIMITS.min}
            max={LIMITS.max}
            value={daily}
            aria-invalid={errors.daily ? true : undefined}
            aria-describedby="sw-daily-hint"
            data-testid="sw-daily"
            onChange={(e) => setDaily(e.currentTarget.value)}
          />
          <span id="sw-daily-hint" className="muted">
            {errors.daily ? (
              <span className="field-error" role="alert">
                {errors.daily}
              </span>
            ) : (
              t("sw.daily_hint", LIMITS)
            )}
          </span>
        </div>
        <div className="sw-actions">
          <Button type="submit" busy={add.isPending || edit.isPending} data-testid="sw-save-plan">
            {t(editing ? "sw.save" : "sw.create")}
          </Button>
          <Link className="btn btn-ghost" to={studyWordUrls.plans()}>
            {t("sw.back_plans")}
          </Link>
        </div>
      </form>
      {plan &&
        (plan.assigned_by ? (
          <p className="muted">{t("sw.cannot_delete")}</p>
        ) : (
          <div>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => void handleDelete()}
              data-testid="sw-delete"
            >
              {t("sw.delete")}
            </Button>
          </div>
        ))}
    </div>
  );
}
