import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { MoreButton } from "../shell/MoreButton.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useClassesQuery } from "../teacher-console/api.ts";
import { useHomeworkListQuery } from "./api.ts";

/**
 * Homework the teacher set (optionally one class's), with how many students have submitted.
 * @returns the page
 */
export default function HomeworkListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.hw.title"));
  const [params, setParams] = useSearchParams();
  const classId = Number(params.get("class_id")) || null;
  const classes = useClassesQuery();
  const list = useHomeworkListQuery(classId);
  return (
    <section aria-labelledby="tc-hw-title">
      <div className="tc-toolbar">
        <h1 id="tc-hw-title">{t("t.hw.title")}</h1>
        <span className="spacer" />
        <label htmlFor="tc-hw-filter" className="sr-only">
          {t("t.hw.class")}
        </label>
        <select
          id="tc-hw-filter"
          className="tc-select"
          value={classId ?? ""}
          onChange={(e) => setParams(e.target.value ? { class_id: e.target.value } : {})}
        >
          <option value="">{t("t.hw.class")}: —</option>
          {classes.data?.items.map((c) => (
            <option key={c.class_id} value={c.class_id}>
              {c.name}
            </option>
          ))}
        </select>
        <Link
          className="btn btn-primary"
          to={teacherUrls.homeworkNew(classId ?? undefined)}
          data-testid="hw-new"
        >
          {t("t.hw.assign")}
        </Link>
      </div>
      <Loadable query={list}>
        {() =>
          list.items.length === 0 ? (
            <p className="muted">{t("t.empty")}</p>
          ) : (
            <div className="tc-table-wrap">
              <table className="tc-table">
                <thead>
                  <tr>
                    <th scope="col">{t("t.hw.name")}</th>
                    <th scope="col">{t("t.hw.class")}</th>
                    <th scope="col">{t("t.hw.deadline")}</th>
                    <th scope="col" className="num">
                      {t("t.hw.progress")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((h) => (
                    <tr key={h.homework_id} data-testid="tc-homework-row">
                      <th scope="row">
                        <Link to={teacherUrls.homework(h.homework_id)}>{h.title}</Link>
                      </th>
                      <td>
                        {h.class_name}
                        {h.for_chosen_students === 1 && (
                          <span className="chip tc-chip-gap" data-testid="tc-homework-chosen">
                            {t("t.hw.for_chosen", { count: h.student_count })}
                          </span>
                        )}
                      </td>
                      <td>
                        {formatDateTime(h.deadline, i18n.language)}{" "}
                        <span className="chip">
                          {h.release_at
                            ? t("t.hw.scheduled", { date: formatDateTime(h.release_at, i18n.language) })
                            : h.is_expired
                              ? t("t.hw.expired")
                              : t("t.hw.open")}
                        </span>
                      </td>
                      <td className="num">
                        {h.answered_count} / {h.student_count}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loadable>
      <MoreButton
        hasMore={list.hasNextPage}
        busy={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </section>
  );
}
