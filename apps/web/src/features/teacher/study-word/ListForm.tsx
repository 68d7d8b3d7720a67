import {
  STUDY_WORD_LIST_TITLE_MAX,
  STUDY_WORD_LIST_WORDS_MAX,
  type StudyWordSearchItem,
} from "@hibiki/contracts/study-word";
import { Button } from "@web/components/Button.tsx";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAssignListMutation } from "./api.ts";
import { DailyAmountField, parseDailyAmount } from "./DailyAmountField.tsx";
import "./i18n.ts";
import { PasteWords } from "./PasteWords.tsx";
import { WordSearch } from "./WordSearch.tsx";
import "./word-lists.css";

const MAX = STUDY_WORD_LIST_WORDS_MAX;

/**
 * Makes a word list for the chosen class and assigns it: a title, words picked by search or pasted (the
 * unmatched ones are reported), and a daily amount. Every student of the class gets a plan on the list.
 * @param props - the class
 * @returns the form
 */
export function ListForm({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const assign = useAssignListMutation();
  const [title, setTitle] = useState("");
  const [daily, setDaily] = useState("10");
  const [words, setWords] = useState<StudyWordSearchItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** Adds words not yet in the list, up to the limit. @returns how many were added and did not fit */
  const add = (more: readonly StudyWordSearchItem[]) => {
    const have = new Set(words.map((w) => w.word_id));
    const fresh = more.filter((w) => !have.has(w.word_id) && have.add(w.word_id));
    const room = Math.max(0, MAX - words.length);
    setWords([...words, ...fresh.slice(0, room)]);
    return { added: Math.min(room, fresh.length), over: Math.max(0, fresh.length - room) };
  };
  const remove = (id: number) => setWords(words.filter((w) => w.word_id !== id));
  const submit = () => {
    const amount = parseDailyAmount(daily, t);
    const name = title.trim();
    const problem = !name
      ? t("t.sw.list.need_title")
      : name.length > STUDY_WORD_LIST_TITLE_MAX
        ? t("t.sw.list.title_long", { max: STUDY_WORD_LIST_TITLE_MAX })
        : words.length === 0
          ? t("t.sw.list.need_words")
          : words.length > MAX
            ? t("t.sw.list.too_many", { max: MAX })
            : "error" in amount
              ? amount.error
              : null;
    setError(problem);
    if (problem || "error" in amount) return;
    assign.mutate(
      { class_id: classId, title: name, daily_new: amount.n, word_ids: words.map((w) => w.word_id) },
      {
        onSuccess: (r) => {
          showToast(t("t.sw.list.assigned", { title: name, count: r.students }), "success");
          setTitle("");
          setWords([]);
        },
      },
    );
  };
  return (
    <form
      className="tc-form sw-list-form"
      noValidate
      aria-labelledby="tc-sw-list-title"
      data-testid="sw-t-list-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="tc-sw-list-title">{t("t.sw.list.heading")}</h2>
      <p className="muted">{t("t.sw.list.lead")}</p>
      <div className="field">
        <label htmlFor="tc-sw-list-name">{t("t.sw.list.title")}</label>
        <input
          id="tc-sw-list-name"
          type="text"
          value={title}
          maxLength={STUDY_WORD_LIST_TITLE_MAX + 20}
          aria-describedby="tc-sw-list-name-hint"
          onChange={(e) => setTitle(e.target.value)}
          data-testid="sw-t-list-title"
        />
        <small id="tc-sw-list-name-hint" className="muted">
          {t("t.sw.list.title_hint", { max: STUDY_WORD_LIST_TITLE_MAX })}
        </small>
      </div>
      <WordSearch chosen={words} onAdd={(w) => add([w])} />
      <PasteWords onMatched={add} />
      <section aria-labelledby="tc-sw-list-chosen" className="sw-list-chosen">
        <h3 id="tc-sw-list-chosen" aria-live="polite">
          {t("t.sw.list.chosen", { count: words.length, max: MAX })}
        </h3>
        {words.length === 0 ? (
          <p className="muted">{t("t.sw.list.empty")}</p>
        ) : (
          <ol data-testid="sw-t-list-words">
            {words.map((w) => (
              <li key={w.word_id} data-word={w.word}>
                <span lang="en" className="sw-list-word">
                  {w.word}
                </span>{" "}
                <span className="muted">{w.mean}</span>
                <Button
                  variant="ghost"
                  className="sw-list-remove"
                  aria-label={t("t.sw.list.remove_label", { word: w.word })}
                  onClick={() => remove(w.word_id)}
                >
                  {t("t.sw.list.remove")}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <DailyAmountField id="tc-sw-list-daily" testId="sw-t-list-daily" value={daily} onChange={setDaily} />
      {error && (
        <p className="form-error" role="alert" data-testid="sw-t-list-error">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={assign.isPending} data-testid="sw-t-list-assign">
          {t("t.sw.list.submit")}
        </Button>
      </div>
    </form>
  );
}
